import { queryOptions, useMutation, useQuery, type UseMutationOptions } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { anonymousClient } from '@/api/anonymous-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from '@/api/parse';
import { v } from '@/api/schema';
import { ResetValidationSchema } from '@/features/auth/forms/schemas';

export type PasswordResetRequestInput = { email: string };

/** The page shows the same neutral message whatever happens (spec §8), so the answer is not read. */
export async function requestPasswordReset({ email }: PasswordResetRequestInput): Promise<void> {
  await anonymousClient.post(endpoints.auth.passwordReset, { email });
}

type RequestConfig = Omit<UseMutationOptions<void, Error, PasswordResetRequestInput>, 'mutationFn'>;

export function useRequestPasswordReset({ mutationConfig }: { mutationConfig?: RequestConfig } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: requestPasswordReset });
}

export type ResetValidation = { valid: boolean; error?: string | null | undefined };

/**
 * `{valid, error}` whether the server says "invalid" with 200 or with an error status; other failures
 * (network, 500, a body without `valid`) stay errors.
 */
export async function validatePasswordResetLink(
  uidb64: string,
  token: string,
  signal?: AbortSignal,
): Promise<ResetValidation> {
  const endpoint = endpoints.auth.passwordResetValidate(uidb64, token);
  try {
    const response = await anonymousClient.get(endpoint, { signal });
    return parseResponse(ResetValidationSchema, response.data, endpoint);
  } catch (error) {
    const answer = isAxiosError(error) ? v.safeParse(ResetValidationSchema, error.response?.data) : undefined;
    if (answer?.success) return answer.output;
    throw error;
  }
}

/** Checked afresh on every visit: a link stops being valid once it has been used. */
export function passwordResetValidationQueryOptions(uidb64: string, token: string) {
  return queryOptions({
    queryKey: ['auth', 'password-reset-validation', uidb64, token] as const,
    queryFn: ({ signal }) => validatePasswordResetLink(uidb64, token, signal),
    staleTime: 0,
    retry: false,
  });
}

export function usePasswordResetValidation(uidb64: string | undefined, token: string | undefined) {
  return useQuery({
    ...passwordResetValidationQueryOptions(uidb64 ?? '', token ?? ''),
    enabled: Boolean(uidb64 && token),
  });
}

export type PasswordResetConfirmInput = { uidb64: string; token: string; newPassword: string; reNewPassword: string };

export async function confirmPasswordReset({
  uidb64,
  token,
  newPassword,
  reNewPassword,
}: PasswordResetConfirmInput): Promise<void> {
  await anonymousClient.post(endpoints.auth.passwordResetConfirm, {
    uidb_64: uidb64,
    token,
    new_password: newPassword,
    re_new_password: reNewPassword,
  });
}

type ConfirmConfig = Omit<UseMutationOptions<void, Error, PasswordResetConfirmInput>, 'mutationFn'>;

export function useConfirmPasswordReset({ mutationConfig }: { mutationConfig?: ConfirmConfig } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: confirmPasswordReset });
}
