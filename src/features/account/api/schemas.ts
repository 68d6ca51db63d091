import { withFallback, z } from '@/lib/zod';

const OptionalText = withFallback(z.string(), '');

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
export const MeResponseSchema = z.pipe(
  z.union([z.object({ data: UserSchema }), UserSchema]),
  z.transform((value) => ('data' in value ? value.data : value)),
);

export type UpdateUserInput = Pick<User, 'firstName' | 'lastName' | 'mobile' | 'companyName' | 'vatNumber'>;
