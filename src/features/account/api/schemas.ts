import { v, withFallback } from '@/api/schema';

const OptionalText = withFallback(v.string(), '');

export const UserSchema = v.object({
  firstName: OptionalText,
  lastName: OptionalText,
  email: v.string(),
  mobile: OptionalText,
  companyName: OptionalText,
  vatNumber: OptionalText,
});
export type User = v.InferOutput<typeof UserSchema>;

/** `GET /users/me/` answers `{"data": user}`; accept the object at the top level too. */
export const MeResponseSchema = v.pipe(
  v.union([v.object({ data: UserSchema }), UserSchema]),
  v.transform((value) => ('data' in value ? value.data : value)),
);

export type UpdateUserInput = Pick<User, 'firstName' | 'lastName' | 'mobile' | 'companyName' | 'vatNumber'>;
