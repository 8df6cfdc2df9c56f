import { describe, expect, it } from 'vitest';
import { type CachedActor, createSessionActorCache } from './session-actor-cache.ts';

const actor = (userId: string, organizationId = 'org-1'): CachedActor => ({
  userId,
  role: 'admin',
  organizationId,
  timeZone: 'UTC',
});

function clockedCache() {
  const clock = { now: 1_000_000 };
  return { clock, cache: createSessionActorCache(() => clock.now) };
}

const inAnHour = (now: number) => new Date(now + 3_600_000);

describe('session actor cache', () => {
  it('answers a stored session for five seconds, then forgets it', () => {
    const { clock, cache } = clockedCache();
    cache.store('cookie-a', { actor: actor('u1'), sessionExpiresAt: inAnHour(clock.now) }, cache.generation());
    expect(cache.find('cookie-a')).toEqual(actor('u1'));
    expect(cache.find('cookie-b')).toBeNull();
    clock.now += 4_999;
    expect(cache.find('cookie-a')).toEqual(actor('u1'));
    clock.now += 1;
    expect(cache.find('cookie-a')).toBeNull();
  });

  it('never answers a session past its expiry', () => {
    const { clock, cache } = clockedCache();
    cache.store('cookie-a', { actor: actor('u1'), sessionExpiresAt: new Date(clock.now + 1_000) }, cache.generation());
    clock.now += 1_000;
    expect(cache.find('cookie-a')).toBeNull();
  });

  it("forgets every session of a user, or of an organization's members", () => {
    const { clock, cache } = clockedCache();
    const expiresAt = inAnHour(clock.now);
    cache.store('a-laptop', { actor: actor('a'), sessionExpiresAt: expiresAt }, cache.generation());
    cache.store('a-phone', { actor: actor('a'), sessionExpiresAt: expiresAt }, cache.generation());
    cache.store('b', { actor: actor('b'), sessionExpiresAt: expiresAt }, cache.generation());
    cache.store('c', { actor: actor('c', 'org-2'), sessionExpiresAt: expiresAt }, cache.generation());
    cache.forgetUser('a');
    expect([cache.find('a-laptop'), cache.find('a-phone')]).toEqual([null, null]);
    expect(cache.find('b')).toEqual(actor('b'));
    cache.forgetOrganization('org-1');
    expect(cache.find('b')).toBeNull();
    expect(cache.find('c')).toEqual(actor('c', 'org-2'));
  });

  it('does not store a look-up that began before something was forgotten', () => {
    const { clock, cache } = clockedCache();
    const lookedUpAt = cache.generation();
    cache.forgetUser('someone-else');
    cache.store('cookie-a', { actor: actor('u1'), sessionExpiresAt: inAnHour(clock.now) }, lookedUpAt);
    expect(cache.find('cookie-a')).toBeNull();
  });

  it('holds at most 10,000 sessions, dropping the oldest', () => {
    const { clock, cache } = clockedCache();
    const expiresAt = inAnHour(clock.now);
    for (let index = 0; index <= 10_000; index++) {
      cache.store(`cookie-${index}`, { actor: actor(`u${index}`), sessionExpiresAt: expiresAt }, cache.generation());
    }
    expect(cache.find('cookie-0')).toBeNull();
    expect(cache.find('cookie-1')).toEqual(actor('u1'));
    expect(cache.find('cookie-10000')).toEqual(actor('u10000'));
  });

  it('shares one running look-up of a cookie among the requests that arrive meanwhile, failures included', async () => {
    const { cache } = clockedCache();
    let lookUps = 0;
    let answer = (_actor: CachedActor) => {};
    const lookUp = () => {
      lookUps++;
      return new Promise<CachedActor>((resolve) => {
        answer = resolve;
      });
    };
    const first = cache.lookUpOnce('cookie-a', lookUp);
    const second = cache.lookUpOnce('cookie-a', lookUp);
    answer(actor('u1'));
    expect(await Promise.all([first, second])).toEqual([actor('u1'), actor('u1')]);
    expect(lookUps).toBe(1);

    const failing = () => {
      lookUps++;
      return Promise.reject(new Error('no session'));
    };
    const failures = [cache.lookUpOnce('cookie-b', failing), cache.lookUpOnce('cookie-b', failing)];
    await expect(Promise.all(failures)).rejects.toThrow('no session');
    expect(lookUps).toBe(2);
    // Done look-ups are not reused: the next one asks again.
    await expect(cache.lookUpOnce('cookie-b', failing)).rejects.toThrow('no session');
    expect(lookUps).toBe(3);
  });

  it('does not share a look-up that began before something was forgotten', async () => {
    const { cache } = clockedCache();
    const answers: ((actor: CachedActor) => void)[] = [];
    const lookUp = () =>
      new Promise<CachedActor>((resolve) => {
        answers.push(resolve);
      });
    const before = cache.lookUpOnce('cookie-a', lookUp);
    cache.forgetUser('u1');
    const after = cache.lookUpOnce('cookie-a', lookUp);
    expect(answers).toHaveLength(2);
    answers[0]?.({ ...actor('u1'), role: 'admin' });
    answers[1]?.({ ...actor('u1'), role: 'property_manager' });
    expect((await before).role).toBe('admin');
    expect((await after).role).toBe('property_manager');
  });
});
