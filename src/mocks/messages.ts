/**
 * The Dutch texts the simulated server answers with (detail, field errors, messages). They are the
 * server's words, not the app's: the app shows them as received, so they do not belong in its dictionary.
 */
import { PASSWORD_MIN_LENGTH } from '@/config/constants';

export const MESSAGES = {
  notFound: 'Niet gevonden.',
  invalidJson: 'Ongeldige JSON in de aanvraag.',
  invalidPage: 'Ongeldige pagina.',
  bidConflict:
    'Deze bieding werd intussen gewijzigd. Laad de huidige versie of stuur je wijziging opnieuw met haar versie.',
  bidInvalid: (reason: string) => `Ongeldige bieding: ${reason}.`,
  bidSheetTooLarge: 'Ongeldige bieding: sheet is groter dan 64 KB.',
  required: 'Dit veld is verplicht.',
  blank: 'Dit veld mag niet leeg zijn.',
  invalidEmail: 'Voer een geldig e-mailadres in.',

  noCredentials: 'Authenticatiegegevens zijn niet opgegeven.',
  tokenInvalid: 'Token is ongeldig of verlopen',
  userNotFound: 'Gebruiker niet gevonden',
  loginFailed: 'Geen actief account gevonden met de opgegeven gegevens',

  emailTaken: 'Er bestaat al een account met dit e-mailadres.',
  passwordTooShort: `Dit wachtwoord is te kort. Het moet minimaal ${PASSWORD_MIN_LENGTH} tekens bevatten.`,
  passwordNumeric: 'Dit wachtwoord is volledig numeriek.',
  passwordCommon: 'Dit wachtwoord komt te vaak voor.',
  passwordsDiffer: 'De twee wachtwoordvelden komen niet overeen.',

  emailVerified: 'E-mailadres geverifieerd.',
  emailAlreadyVerified: 'Je e-mailadres is al geverifieerd.',
  verificationInvalid: 'Ongeldige of verlopen verificatielink.',
  verificationResent: 'Er is een nieuwe verificatie-e-mail verzonden. Controleer je inbox.',

  resetSent:
    'Als er een account bestaat voor dit e-mailadres, hebben we een e-mail gestuurd om je wachtwoord opnieuw in te stellen.',
  resetInvalidUser: 'Ongeldige gebruikersidentificatie.',
  resetInvalidToken: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.',
  resetDone: 'Je wachtwoord is opnieuw ingesteld. Je kan nu inloggen.',

  emailChangeSent: 'Een bevestigingsmail is naar het nieuwe adres verzonden.',
  emailChangeSame: 'Dit is al je huidige e-mailadres.',
  emailChangeInvalid: 'Ongeldige of verlopen bevestigingslink.',
  emailChanged: 'Je e-mailadres is gewijzigd.',

  invalidVatNumber: 'Voer een geldig Belgisch btw-nummer in, bijvoorbeeld BE0123.456.789.',
  invalidMobile: 'Voer een geldig telefoonnummer in.',

  nothingToUpdate: 'Geef minstens één veld op om bij te werken.',
  textTooLong: (max: number) => `Zorg dat dit veld niet meer dan ${max} tekens bevat.`,
  notText: 'Voer tekst in of laat het veld leeg.',

  profileIncomplete: 'Je profiel is onvolledig.',
  fullAccessRequired: 'Tenderdetails bekijken, opslaan en afwijzen is enkel beschikbaar met een volledig abonnement.',
  chatRequiresFullAccess: 'De AI-tenderassistent is enkel beschikbaar met een volledig abonnement.',
  invalidAction: (action: string) => `"${action}" is geen geldige keuze.`,
  emptyChatMessage: 'Het bericht mag niet leeg zijn.',
  chatMessageTooLong: (max: number) => `Het bericht mag niet meer dan ${max} tekens bevatten.`,

  invalidSubscriptionType: 'Ongeldig abonnementstype',
  emailRequiredForCheckout: 'E-mailadres is verplicht',
  alreadySubscribed: 'Je hebt al een actief abonnement.',
  nothingToCancel: 'Er is geen actief abonnement om op te zeggen.',
  cancelScheduled: 'Je abonnement wordt opgezegd aan het einde van de factureringsperiode.',
  nothingToReactivate: 'Er is geen opgezegd abonnement om opnieuw te activeren.',
  reactivated: 'Je abonnement is opnieuw geactiveerd.',
  sessionIdMissing: 'Geen sessie-ID opgegeven.',
  sessionUnknown: 'Onbekende betaalsessie.',
  paymentSucceeded: 'Betaling geslaagd. Je abonnement is actief.',
  paymentPending: 'De betaling is nog niet afgerond.',
  sessionPaid: 'Betaling geregistreerd.',
} as const;
