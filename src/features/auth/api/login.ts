import { useMutation } from '@tanstack/react-query';
import { anonymousClient } from '@/api/anonymous-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from '@/api/parse';
import { tokenStorage } from '@/api/early/token-storage';
import { LoginResponseSchema } from '@/features/auth/forms/schemas';

export type LoginInput = { email: string; password: string };

async function login({ email, password }: LoginInput) {
  const response = await anonymousClient.post(endpoints.auth.login, { username: email, password });
  return parseResponse(LoginResponseSchema, response.data, endpoints.auth.login);
}

/** Logs in and stores `{access, refresh}` under `auth`. */
export function useLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: login,
    onSuccess: (tokens) => {
      tokenStorage.set(tokens);
      onSuccess?.();
    },
  });
}
