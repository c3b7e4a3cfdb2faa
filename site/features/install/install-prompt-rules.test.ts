import { describe, expect, it } from 'vitest';
import {
  initialInstallPromptState,
  installPromptDelayMs,
  installPromptDueAt,
  installPromptReducer,
  mayShowInstallPrompt,
  type InstallPromptAction,
  type InstallPromptState,
} from './install-prompt-rules.ts';

const phone = { viewportWidth: 375, standalone: false };

function run(...actions: InstallPromptAction[]): InstallPromptState {
  return actions.reduce(installPromptReducer, initialInstallPromptState);
}

describe('mayShowInstallPrompt', () => {
  it('is false before the browser offers installation, however much time passes', () => {
    expect(mayShowInstallPrompt(run({ type: 'tick', at: 1_000_000 }), phone)).toBe(false);
  });

  it('waits 30 s after the offer, to the millisecond', () => {
    const offered = run({ type: 'offered', at: 5_000 });
    expect(mayShowInstallPrompt(offered, phone)).toBe(false);
    expect(mayShowInstallPrompt(installPromptReducer(offered, { type: 'tick', at: 34_999 }), phone)).toBe(false);
    expect(mayShowInstallPrompt(installPromptReducer(offered, { type: 'tick', at: 35_000 }), phone)).toBe(true);
  });

  it('shows on screens up to 1024 px wide, never wider', () => {
    const due = run({ type: 'offered', at: 0 }, { type: 'tick', at: installPromptDelayMs });
    expect(mayShowInstallPrompt(due, { viewportWidth: 320, standalone: false })).toBe(true);
    expect(mayShowInstallPrompt(due, { viewportWidth: 1024, standalone: false })).toBe(true);
    expect(mayShowInstallPrompt(due, { viewportWidth: 1025, standalone: false })).toBe(false);
    expect(mayShowInstallPrompt(due, { viewportWidth: 1280, standalone: false })).toBe(false);
  });

  it('never shows inside the installed app', () => {
    const due = run({ type: 'offered', at: 0 }, { type: 'tick', at: installPromptDelayMs });
    expect(mayShowInstallPrompt(due, { viewportWidth: 375, standalone: true })).toBe(false);
  });

  it('stays hidden for the session once dismissed, even when the browser offers again', () => {
    const state = run(
      { type: 'offered', at: 0 },
      { type: 'tick', at: installPromptDelayMs },
      { type: 'dismissed' },
      { type: 'offered', at: 40_000 },
      { type: 'tick', at: 100_000 },
    );
    expect(mayShowInstallPrompt(state, phone)).toBe(false);
    expect(installPromptDueAt(state)).toBeNull();
  });

  it('hides once the site is installed', () => {
    const state = run({ type: 'offered', at: 0 }, { type: 'tick', at: installPromptDelayMs }, { type: 'installed' });
    expect(mayShowInstallPrompt(state, phone)).toBe(false);
    expect(mayShowInstallPrompt(installPromptReducer(state, { type: 'offered', at: 50_000 }), phone)).toBe(false);
  });

  it('hides once the offer is used, and a later offer starts its own 30 s', () => {
    const prompted = run({ type: 'offered', at: 0 }, { type: 'tick', at: installPromptDelayMs }, { type: 'prompted' });
    expect(mayShowInstallPrompt(prompted, phone)).toBe(false);
    const offeredAgain = installPromptReducer(prompted, { type: 'offered', at: 60_000 });
    expect(installPromptDueAt(offeredAgain)).toBe(90_000);
    expect(mayShowInstallPrompt(offeredAgain, phone)).toBe(false);
    expect(mayShowInstallPrompt(installPromptReducer(offeredAgain, { type: 'tick', at: 90_000 }), phone)).toBe(true);
  });
});

describe('installPromptReducer', () => {
  it('keeps the first offer’s clock when the browser repeats its offer', () => {
    const state = run({ type: 'offered', at: 1_000 }, { type: 'offered', at: 20_000 });
    expect(installPromptDueAt(state)).toBe(1_000 + installPromptDelayMs);
  });

  it('never moves its clock backwards', () => {
    expect(run({ type: 'tick', at: 50_000 }, { type: 'tick', at: 10_000 }).now).toBe(50_000);
  });
});
