// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://portfolio.example.org/fr/projects" }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconBody, configureAnalytics, trackEvent, trackingAllowed, type PrivacySignals } from './track.ts';

const publicSite: PrivacySignals = {
  navigatorDoNotTrack: null,
  windowDoNotTrack: undefined,
  globalPrivacyControl: undefined,
  hostname: 'portfolio.example.org',
};

describe('trackingAllowed', () => {
  it('allows tracking on the public site when the visitor sent no privacy signal', () => {
    expect(trackingAllowed(publicSite)).toBe(true);
    expect(trackingAllowed({ ...publicSite, navigatorDoNotTrack: '0', globalPrivacyControl: false })).toBe(true);
  });

  it('stops for Do Not Track, from the navigator or the window, and for Global Privacy Control', () => {
    expect(trackingAllowed({ ...publicSite, navigatorDoNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ ...publicSite, windowDoNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ ...publicSite, globalPrivacyControl: true })).toBe(false);
  });

  it('stops on a local machine', () => {
    for (const hostname of ['localhost', '127.0.0.1', '[::1]']) {
      expect(trackingAllowed({ ...publicSite, hostname })).toBe(false);
    }
  });
});

describe('trackEvent', () => {
  const sendBeacon = vi.fn((_url: string | URL, _body?: BodyInit | null) => true);

  beforeEach(() => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon, doNotTrack: null }));
  });

  afterEach(() => {
    configureAnalytics(null);
    sendBeacon.mockClear();
    vi.unstubAllGlobals();
  });

  it('transmits nothing while no endpoint is configured', () => {
    trackEvent('pageview');
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends the event, its properties and the page path by beacon to the configured endpoint', () => {
    configureAnalytics('https://stats.example.org/e');
    trackEvent('external_link_click', { url: 'https://github.com/someone' });
    expect(sendBeacon).toHaveBeenCalledExactlyOnceWith(
      'https://stats.example.org/e',
      beaconBody('external_link_click', { url: 'https://github.com/someone' }, '/fr/projects'),
    );
    expect(JSON.parse(String(sendBeacon.mock.calls[0]?.[1]))).toEqual({
      event: 'external_link_click',
      props: { url: 'https://github.com/someone' },
      path: '/fr/projects',
    });
  });

  it('sends nothing when the visitor has Do Not Track on, even with an endpoint', () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { sendBeacon, doNotTrack: '1' }));
    configureAnalytics('https://stats.example.org/e');
    trackEvent('form_submission', { status: 'success' });
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('never throws when the beacon does', () => {
    sendBeacon.mockImplementationOnce(() => {
      throw new TypeError('blocked');
    });
    configureAnalytics('https://stats.example.org/e');
    expect(() => trackEvent('interaction', { target: 'menu' })).not.toThrow();
    expect(sendBeacon).toHaveBeenCalledOnce();
  });
});
