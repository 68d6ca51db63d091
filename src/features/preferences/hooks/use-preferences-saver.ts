import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@/config/constants';
import { preferencesQueryOptions } from '@/features/preferences/api/get-preferences';
import type { PreferencesUpdateBody } from '@/features/preferences/logged-in/schemas';
import {
  toPreferencesUpdateBody,
  toFullPreferencesBody,
  useUpdatePreferences,
  type PreferencesValues,
} from '@/features/preferences/api/update-preferences';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';
export type SaveResult = 'saved' | 'unchanged' | 'failed';

type Options = {
  /** The form's current values, read when a save runs (not when it is scheduled). */
  getValues: () => PreferencesValues;
  onAutosaved?: () => void;
  onAutosaveFailed?: () => void;
};

/**
 * Autosave and manual submit of the preferences (spec §4 Preferences). Saves run one after another, each
 * computing its body when it starts, so a slow answer never lets an older text overwrite a newer one.
 * An autosave diffs against the cached preferences, which only a successful save updates: after a failure
 * the next save sends the failed fields again.
 */
export function usePreferencesSaver({ getValues, onAutosaved, onAutosaveFailed }: Options) {
  const queryClient = useQueryClient();
  const { mutateAsync } = useUpdatePreferences();
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const callbacks = useRef({ getValues, onAutosaved, onAutosaveFailed });
  useEffect(() => {
    callbacks.current = { getValues, onAutosaved, onAutosaveFailed };
  });

  /** Runs one save after the ones already queued. */
  const enqueue = useCallback(
    (makeBody: () => PreferencesUpdateBody | null): Promise<SaveResult> => {
      const run = queue.current.then(async (): Promise<SaveResult> => {
        const body = makeBody();
        if (!body) return 'unchanged';
        setSaveState('saving');
        try {
          await mutateAsync(body);
          setSaveState('saved');
          return 'saved';
        } catch {
          setSaveState('failed');
          return 'failed';
        }
      });
      queue.current = run;
      return run;
    },
    [mutateAsync],
  );

  const autosaveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    void enqueue(() =>
      toPreferencesUpdateBody(
        callbacks.current.getValues(),
        queryClient.getQueryData(preferencesQueryOptions().queryKey),
      ),
    ).then((result) => {
      if (result === 'failed') callbacks.current.onAutosaveFailed?.();
      // Still typing (a newer save is scheduled): the burst's one confirmation comes with its last save.
      else if (result === 'saved' && timer.current === undefined) callbacks.current.onAutosaved?.();
    });
  }, [enqueue, queryClient]);

  /** Call on every edit: the save runs once the user has paused for 1 s. */
  const scheduleAutosave = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(autosaveNow, TIMINGS.preferencesAutosaveDebounce);
  }, [autosaveNow]);

  /** The manual submit: drops a pending autosave and sends all eight fields. */
  const submit = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    return enqueue(() => toFullPreferencesBody(callbacks.current.getValues()));
  }, [enqueue]);

  // Leaving the page within the debounce still saves what was typed.
  useEffect(
    () => () => {
      if (timer.current !== undefined) autosaveNow();
    },
    [autosaveNow],
  );

  return { saveState, scheduleAutosave, submit };
}
