import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { anonymousClient } from '@/api/anonymous-client';
import { endpoints } from '@/api/early/endpoints';

export type RegisterInput = { email: string; password: string; rePassword: string };

/** The answer carries nothing the app relies on (spec §7); failures surface as the axios error. */
export async function register({ email, password, rePassword }: RegisterInput): Promise<void> {
  await anonymousClient.post(endpoints.auth.register, { email, password, re_password: rePassword });
}

type RegisterConfig = Omit<UseMutationOptions<void, Error, RegisterInput>, 'mutationFn'>;

export function useRegister({ mutationConfig }: { mutationConfig?: RegisterConfig } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: register });
}
