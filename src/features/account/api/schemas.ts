import { z } from '@/lib/zod';

const OptionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const UserSchema = z.object({
  firstName: OptionalText,
  lastName: OptionalText,
  email: z.string(),
  mobile: OptionalText,
  companyName: OptionalText,
  vatNumber: OptionalText,
});
export type User = z.infer<typeof UserSchema>;

/** `GET /users/me/` answers `{"data": user}`; accept the object at the top level too. */
export const MeResponseSchema = z
  .union([z.object({ data: UserSchema }), UserSchema])
  .transform((value) => ('data' in value ? value.data : value));

export type UpdateUserInput = Pick<User, 'firstName' | 'lastName' | 'mobile' | 'companyName' | 'vatNumber'>;
