import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useCriteria } from './get-criteria';
import type { PreferenceField } from './schemas';
import { toCriteriaUpdateBody, toFullCriteriaBody, useUpdateCriteria } from './update-criteria';
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

describe('toCriteriaUpdateBody', () => {
  it('sends only trimmed changed values in snake_case', () => {
    const values = { ...saved, professionalBackground: '  IT-bureau  ', pastProjects: ' Website stad Gent ' };
    expect(toCriteriaUpdateBody(values, saved)).toEqual({ past_projects: 'Website stad Gent' });
  });

  it('sends an emptied field as null', () => {
    const values = { ...saved, industryExperience: '   ' };
    expect(toCriteriaUpdateBody(values, saved)).toEqual({ industry_experience: null });
  });

  it('sends nothing when every field is empty', () => {
    const empty = { professionalBackground: ' ', industryExperience: '', geographicPreferences: null };
    expect(toCriteriaUpdateBody(empty, saved)).toBeNull();
  });

  it('sends nothing when nothing changed', () => {
    expect(toCriteriaUpdateBody({ ...saved, geographicPreferences: 'Oost-Vlaanderen ' }, saved)).toBeNull();
  });

  it('compares with empty when there is no previous save', () => {
    expect(toCriteriaUpdateBody({ budgetRange: '€ 50.000' }, undefined)).toEqual({ budget_range: '€ 50.000' });
  });
});

describe('toFullCriteriaBody', () => {
  it('sends all eight fields trimmed, empty as null', () => {
    expect(toFullCriteriaBody({ ...saved, projectTypes: ' Webontwikkeling ', budgetRange: '  ' })).toEqual({
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

describe('useUpdateCriteria', () => {
  it('puts the body with the 15 s timeout, keeps what was saved and reloads the criteria', async () => {
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
    const { result } = renderHook(() => ({ criteria: useCriteria(), update: useUpdateCriteria() }), { wrapper });
    await waitFor(() => expect(result.current.criteria.isSuccess).toBe(true));

    act(() => result.current.update.mutate({ past_projects: 'Website stad Gent' }));
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true));
    expect(result.current.criteria.data?.pastProjects).toBe('Website stad Gent');
    await waitFor(() => expect(result.current.criteria.data?.completenessPercentage).toBe(50));

    expect(bodies).toEqual([{ past_projects: 'Website stad Gent' }]);
    expect(put).toHaveBeenCalledWith('users/matching_criteria/update_own/', expect.anything(), { timeout: 15_000 });
  });

  it('fails on a server error and leaves the cached criteria as they were', async () => {
    server.use(
      http.get(`${env.API_URL}/users/matching_criteria/retrieve_own/`, () => HttpResponse.json(saved)),
      http.put(`${env.API_URL}/users/matching_criteria/update_own/`, () =>
        HttpResponse.json({ detail: 'Serverfout' }, { status: 500 }),
      ),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => ({ criteria: useCriteria(), update: useUpdateCriteria() }), { wrapper });
    await waitFor(() => expect(result.current.criteria.isSuccess).toBe(true));

    act(() => result.current.update.mutate({ past_projects: 'Website stad Gent' }));
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    expect(result.current.criteria.data?.pastProjects).toBeNull();
  });
});
