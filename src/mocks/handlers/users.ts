/** GET and PATCH /users/me/ (spec §7). */
import { endpoints } from '@/api/early/endpoints';
import { withAuth } from '../auth';
import type { UserRow } from '../db-types';
import { publicUser } from '../domain/accounts';
import { fieldErrors, invalidJson, json, readJson, route, type JsonObject } from '../lib/http';
import { MESSAGES } from '../messages';

/** The fields a user may change; email changes go through the email-change flow and are ignored here. */
const EDITABLE = ['firstName', 'lastName', 'mobile', 'companyName', 'vatNumber'] as const;
type Editable = (typeof EDITABLE)[number];

const REQUIRED: readonly Editable[] = ['firstName', 'lastName'];
const VAT_NUMBER = /^BE\s?[01]\d{3}\.?\d{3}\.?\d{3}$/i;
const PHONE = /^\+?[\d\s./()-]{8,20}$/;

function validate(values: Record<Editable, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  REQUIRED.filter((field) => !values[field]).forEach((field) => {
    errors[field] = MESSAGES.required;
  });
  if (values.vatNumber && !VAT_NUMBER.test(values.vatNumber)) errors.vatNumber = MESSAGES.invalidVatNumber;
  if (values.mobile && !PHONE.test(values.mobile)) errors.mobile = MESSAGES.invalidMobile;
  return errors;
}

function patched(user: UserRow, body: JsonObject): Record<Editable, string> | { notText: Editable } {
  const values = Object.fromEntries(EDITABLE.map((field) => [field, user[field]])) as Record<Editable, string>;
  for (const field of EDITABLE) {
    if (!(field in body)) continue;
    const value = body[field];
    if (value !== null && typeof value !== 'string') return { notText: field };
    values[field] = (value ?? '').trim();
  }
  return values;
}

const getMe = route(
  'get',
  endpoints.users.me,
  withAuth(({ user }) => json({ data: publicUser(user) })),
);

const patchMe = route(
  'patch',
  endpoints.users.me,
  withAuth(async ({ request, user }) => {
    const body = await readJson(request);
    if (!body) return invalidJson();
    const values = patched(user, body);
    if ('notText' in values) return fieldErrors({ [values.notText]: MESSAGES.notText });
    const errors = validate(values);
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    Object.assign(user, values);
    return json({ data: publicUser(user) });
  }),
);

export const usersHandlers = [getMe, patchMe];
