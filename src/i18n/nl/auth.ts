export const auth = {
  login: {
    title: 'Inloggen',
    intro: 'Log in om je gematchte aanbestedingen te bekijken.',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Log in',
    noAccount: 'Nog geen account?',
    register: 'Registreer',
    forgotPassword: 'Wachtwoord vergeten?',
    failed: 'Something went wrong',
  },
  validation: {
    required: 'Dit veld is verplicht',
    email: 'Voer een geldig e-mailadres in',
  },
} as const;
