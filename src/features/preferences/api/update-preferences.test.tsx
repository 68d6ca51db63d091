import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { usePreferences } from '@/features/preferences/api/get-preferences';
import type { PreferenceField } from '@/features/preferences/logged-in/schemas';
import {
  toPreferencesUpdateBody,
  toFullPreferencesBody,
  useUpdatePreferences,
} from '@/features/preferences/api/update-preferences';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

const saved: Record<PreferenceField, string | null> = {
  professionalBackground: 'IT-bureau',
  pastProjects: null,
  industryExperience: 'Overheid',
  geographicPreferences: 'Oost-Vlaanderen',
  projectTypes: null,
  budgetRange: null,
  projectDuration: null,
  specificRequirements: null,
};

describe('toPreferencesUpdateBody', () => {
  it('sends only trimmed changed values in snake_case', () => {
    const values = { ...saved, professionalBackground: '  IT-bureau  ', pastProjects: ' Website stad Gent ' };
    expect(toPreferencesUpdateBody(values, saved)).toEqual({ past_projects: 'Website stad Gent' });
  });

  it('sends an emptied field as null', () => {
    const values = { ...saved, industryExperience: '   ' };
    expect(toPreferencesUpdateBody(values, saved)).toEqual({ industry_experience: null });
  });

  it('sends nothing when every field is empty', () => {
    const empty = { professionalBackground: ' ', industryExperience: '', geographicPreferences: null };
    expect(toPreferencesUpdateBody(empty, saved)).toBeNull();
  });

  it('sends nothing when nothing changed', () => {
    expect(toPreferencesUpdateBody({ ...saved, geographicPreferences: 'Oost-Vlaanderen ' }, saved)).toBeNull();
  });

  it('compares with empty when there is no previous save', () => {
    expect(toPreferencesUpdateBody({ budgetRange: '€ 50.000' }, undefined)).toEqual({ budget_range: '€ 50.000' });
  });
});

describe('toFullPreferencesBody', () => {
  it('sends all eight fields trimmed, empty as null', () => {
    expect(toFullPreferencesBody({ ...saved, projectTypes: ' Webontwikkeling ', budgetRange: '  ' })).toEqual({
      professional_background: 'IT-bureau',
      past_projects: null,
      industry_experience: 'Overheid',
      geographic_preferences: 'Oost-Vlaanderen',
      project_types: 'Webontwikkeling',
      budget_range: null,
      project_duration: null,
      specific_requirements: null,
    });
  });
});

describe('useUpdatePreferences', () => {
  it('puts the body with the 15 s timeout, keeps what was saved and reloads the preferences', async () => {
    let current = { ...saved, completenessPercentage: 40, isAiProfileProcessing: false };
    const bodies: unknown[] = [];
    server.use(
      http.get(`${env.API_URL}/users/matching_criteria/retrieve_own/`, () => HttpResponse.json(current)),
      http.put(`${env.API_URL}/users/matching_criteria/update_own/`, async ({ request }) => {
        const body = (await request.json()) as { past_projects: string };
        bodies.push(body);
        current = { ...current, pastProjects: body.past_projects, completenessPercentage: 50 };
        return HttpResponse.json({});
      }),
    );
    const put = vi.spyOn(bearerClient, 'put');
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => ({ preferences: usePreferences(), update: useUpdatePreferences() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.preferences.isSuccess).toBe(true));

    act(() => result.current.update.mutate({ past_projects: 'Website stad Gent' }));
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true));
    expect(result.current.preferences.data?.pastProjects).toBe('Website stad Gent');
    await waitFor(() => expect(result.current.preferences.data?.completenessPercentage).toBe(50));

    expect(bodies).toEqual([{ past_projects: 'Website stad Gent' }]);
    expect(put).toHaveBeenCalledWith('users/matching_criteria/update_own/', expect.anything(), { timeout: 15_000 });
  });

  it('fails on a server error and leaves the cached preferences as they were', async () => {
    server.use(
      http.get(`${env.API_URL}/users/matching_criteria/retrieve_own/`, () => HttpResponse.json(saved)),
      http.put(`${env.API_URL}/users/matching_criteria/update_own/`, () =>
        HttpResponse.json({ detail: 'Serverfout' }, { status: 500 }),
      ),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => ({ preferences: usePreferences(), update: useUpdatePreferences() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.preferences.isSuccess).toBe(true));

    act(() => result.current.update.mutate({ past_projects: 'Website stad Gent' }));
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    expect(result.current.preferences.data?.pastProjects).toBeNull();
  });
});
