import { describe, expect, it } from 'vitest';
import { isDemoExperience, isDemoPage } from './hugo-demo.ts';

describe('demo content', () => {
  it('knows a starter page by its folder and title, whatever the version', () => {
    expect(isDemoPage('publication', 'conference-paper', 'An example conference paper')).toBe(true);
    expect(isDemoPage('post', 'getting-started', 'Welcome to Wowchemy, the website builder for Hugo')).toBe(true);
    expect(isDemoPage('talk', 'example', 'Create Beautiful Presentations with Markdown')).toBe(true);
  });

  it("keeps the owner's page that shares only a name or only a title", () => {
    expect(isDemoPage('project', 'pytorch', 'PyTorch contributions of our lab')).toBe(false);
    expect(isDemoPage('project', 'deep-learning', 'PyTorch')).toBe(false);
  });

  it("knows Academic's demo experience, not an owner's", () => {
    expect(isDemoExperience(['GenCoin', 'University X'])).toBe(true);
    expect(isDemoExperience(['University X', 'University of Bergen'])).toBe(false);
    expect(isDemoExperience([])).toBe(false);
  });
});
