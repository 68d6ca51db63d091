import { describe, expect, it } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import {
  CompletenessResponseSchema,
  PreferencesSchema,
  ProcessingStatusSchema,
} from '@/features/preferences/logged-in/schemas';
import { loginAs } from '@/mocks/testing';
import { v } from '@/api/schema';
import { failure } from './helpers';

async function processing() {
  return v.parse(ProcessingStatusSchema, (await bearerClient.get(endpoints.users.processingStatus)).data).isProcessing;
}

describe('the matching profile (preferences) endpoints', () => {
  it('retrieve_own answers camelCase with completeness and field lists', async () => {
    loginAs('demo@tenderwijzer.be');
    const criteria = v.parse(PreferencesSchema, (await bearerClient.get(endpoints.users.preferences)).data);
    expect(criteria.completenessPercentage).toBe(100);
    expect(criteria.emptyFields).toEqual([]);
    expect(criteria.completedFields).toHaveLength(8);
    expect(criteria.geographicPreferences).toMatch(/Gent/);
    expect(criteria.isAiProfileProcessing).toBe(false);
  });

  it('update_own changes only the keys sent (null clears); an autosave does not start processing', async () => {
    loginAs('leeg@tenderwijzer.be');
    const response = await bearerClient.put(endpoints.users.updatePreferences, {
      professional_background: '  Webbureau uit Brugge  ',
      project_types: 'Websites',
      budget_range: null,
    });
    const criteria = v.parse(PreferencesSchema, response.data);
    expect(criteria).toMatchObject({
      professionalBackground: 'Webbureau uit Brugge',
      projectTypes: 'Websites',
      budgetRange: null,
      completenessPercentage: 25,
      completedFields: ['professionalBackground', 'projectTypes'],
      isAiProfileProcessing: false,
    });
    const completeness = v.parse(
      CompletenessResponseSchema,
      (await bearerClient.get(endpoints.users.completeness)).data,
    );
    expect(completeness.completenessPercentage).toBe(25);
  });

  it('a submit of all eight fields starts processing, which ends at the second status poll under Vitest', async () => {
    loginAs('demo@tenderwijzer.be');
    const current = v.parse(PreferencesSchema, (await bearerClient.get(endpoints.users.preferences)).data);
    await bearerClient.put(endpoints.users.updatePreferences, {
      professional_background: current.professionalBackground,
      past_projects: current.pastProjects,
      industry_experience: current.industryExperience,
      geographic_preferences: current.geographicPreferences,
      project_types: current.projectTypes,
      budget_range: 'Tot € 100.000',
      project_duration: current.projectDuration,
      specific_requirements: current.specificRequirements,
    });
    expect(await processing()).toBe(true);
    expect(await processing()).toBe(false);
    const criteria = v.parse(PreferencesSchema, (await bearerClient.get(endpoints.users.preferences)).data);
    expect(criteria.isAiProfileProcessing).toBe(false);
    expect(criteria.budgetRange).toBe('Tot € 100.000');
  });

  it('rejects an empty update and values that are not text', async () => {
    loginAs('demo@tenderwijzer.be');
    expect((await failure(bearerClient.put(endpoints.users.updatePreferences, {}))).status).toBe(400);
    expect(await failure(bearerClient.put(endpoints.users.updatePreferences, { project_types: 12 }))).toMatchObject({
      status: 400,
      data: { project_types: [expect.any(String)] },
    });
  });

  it('re-scores the feed from the submitted profile, so its order follows what the user wrote', async () => {
    loginAs('leeg@tenderwijzer.be');
    const topOfFeed = async (profile: Record<string, string>) => {
      await bearerClient.put(endpoints.users.updatePreferences, {
        professional_background: null,
        past_projects: null,
        industry_experience: null,
        geographic_preferences: null,
        project_types: null,
        budget_range: 'Tot € 200.000',
        project_duration: '1 tot 4 jaar',
        specific_requirements: 'Nederlandstalig',
        ...profile,
      });
      // Under Vitest processing ends at the second status poll; the scored feed waits for it.
      expect(await processing()).toBe(true);
      expect(await processing()).toBe(false);
      const feed = await bearerClient.get<{ results: { id: number; overallScore: number }[] }>(
        `${endpoints.tenders.matched}?language=NL&page=1&ordering=-overall_score`,
      );
      const scores = feed.data.results.map((tender) => tender.overallScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      return feed.data.results.slice(0, 3).map((tender) => tender.id);
    };
    const software = await topOfFeed({
      professional_background: 'Softwarebedrijf: webapplicaties en hosting',
      past_projects: 'Website en software voor een gemeente',
      industry_experience: 'IT-diensten',
      geographic_preferences: 'Gent',
      project_types: 'Software-ontwikkeling',
    });
    const events = await topOfFeed({
      professional_background: 'Eventbureau: congressen, beurzen en catering',
      past_projects: 'Congres en evenementen voor een provincie',
      industry_experience: 'Evenementen',
      geographic_preferences: 'Brussel',
      project_types: 'Organisatie van evenementen',
    });
    expect(events).not.toEqual(software);
  });
});
