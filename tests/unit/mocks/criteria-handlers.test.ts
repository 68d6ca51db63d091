import { describe, expect, it } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/endpoints';
import {
  CompletenessResponseSchema,
  MatchingCriteriaSchema,
  ProcessingStatusSchema,
} from '@/features/preferences/api/schemas';
import { loginAs } from '@/mocks/testing';
import { failure } from './helpers';

async function processing() {
  return ProcessingStatusSchema.parse((await bearerClient.get(endpoints.users.processingStatus)).data).isProcessing;
}

describe('matching criteria', () => {
  it('retrieve_own answers camelCase with completeness and field lists', async () => {
    loginAs('demo@tenderwijzer.be');
    const criteria = MatchingCriteriaSchema.parse((await bearerClient.get(endpoints.users.criteria)).data);
    expect(criteria.completenessPercentage).toBe(100);
    expect(criteria.emptyFields).toEqual([]);
    expect(criteria.completedFields).toHaveLength(8);
    expect(criteria.geographicPreferences).toMatch(/Gent/);
    expect(criteria.isAiProfileProcessing).toBe(false);
  });

  it('update_own changes only the keys sent (null clears); an autosave does not start processing', async () => {
    loginAs('leeg@tenderwijzer.be');
    const response = await bearerClient.put(endpoints.users.updateCriteria, {
      professional_background: '  Webbureau uit Brugge  ',
      project_types: 'Websites',
      budget_range: null,
    });
    const criteria = MatchingCriteriaSchema.parse(response.data);
    expect(criteria).toMatchObject({
      professionalBackground: 'Webbureau uit Brugge',
      projectTypes: 'Websites',
      budgetRange: null,
      completenessPercentage: 25,
      completedFields: ['professionalBackground', 'projectTypes'],
      isAiProfileProcessing: false,
    });
    const completeness = CompletenessResponseSchema.parse((await bearerClient.get(endpoints.users.completeness)).data);
    expect(completeness.completenessPercentage).toBe(25);
  });

  it('a submit of all eight fields starts processing, which ends at the second status poll under Vitest', async () => {
    loginAs('demo@tenderwijzer.be');
    const current = MatchingCriteriaSchema.parse((await bearerClient.get(endpoints.users.criteria)).data);
    await bearerClient.put(endpoints.users.updateCriteria, {
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
    const criteria = MatchingCriteriaSchema.parse((await bearerClient.get(endpoints.users.criteria)).data);
    expect(criteria.isAiProfileProcessing).toBe(false);
    expect(criteria.budgetRange).toBe('Tot € 100.000');
  });

  it('rejects an empty update and values that are not text', async () => {
    loginAs('demo@tenderwijzer.be');
    expect((await failure(bearerClient.put(endpoints.users.updateCriteria, {}))).status).toBe(400);
    expect(await failure(bearerClient.put(endpoints.users.updateCriteria, { project_types: 12 }))).toMatchObject({
      status: 400,
      data: { project_types: [expect.any(String)] },
    });
  });
});
