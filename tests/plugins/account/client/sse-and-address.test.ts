import { StorageKeys } from '@kernel/client/session-storage';
import {
  peekPendingTarget,
  rememberPendingTarget,
  sitePath,
  takeAccessTokenFromAddress,
  takePendingTarget,
} from '@plugins/account/client/address';
import { EventStreamParser, readEventStream, type StreamEvent } from '@plugins/account/client/sse';

describe('text/event-stream parsing (the login stream)', () => {
  it('dispatches events on blank lines, across arbitrary chunk borders and line endings', () => {
    const events: StreamEvent[] = [];
    const parser = new EventStreamParser((e) => events.push(e));
    const text = ': comment\r\nevent: apply\r\ndata: {"applyId":"a1",\r\ndata: "username":"demo_vip"}\r\n\r\nevent: ping\ndata: {"time":1}\n\ndata: plain\n\n';
    for (const ch of text) parser.push(ch);
    expect(events).toEqual([
      { event: 'apply', data: '{"applyId":"a1",\n"username":"demo_vip"}', id: undefined },
      { event: 'ping', data: '{"time":1}', id: undefined },
      { event: 'message', data: 'plain', id: undefined },
    ]);
  });

  it('reads a fetch body to its end', async () => {
    // Node's fetch Response (the environment's) gives a web ReadableStream body.
    const body = new Response('event: apply\ndata: {"applyId":"x","device":"Chrome · Windows"}\n\n').body!;
    const events: StreamEvent[] = [];
    await readEventStream(body, (e) => events.push(e));
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0].data)).toEqual({ applyId: 'x', device: 'Chrome · Windows' });
  });
});

describe('the pending target', () => {
  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/home');
  });

  it('prefers session storage, then the redirect query of /home; taking it clears it', () => {
    history.replaceState(null, '', `/home?redirect=${encodeURIComponent('/policy/index?keyWord=住宅')}`);
    expect(peekPendingTarget()).toBe('/policy/index?keyWord=住宅');
    rememberPendingTarget('/commonproj/index');
    expect(takePendingTarget()).toBe('/commonproj/index');
    expect(sessionStorage.getItem(StorageKeys.redirectPath)).toBeNull();
  });

  it('only accepts paths of this site', () => {
    expect(sitePath('/a/b?c=1')).toBe('/a/b?c=1');
    expect(sitePath('//evil.example/x')).toBeNull();
    expect(sitePath('https://evil.example/')).toBeNull();
    history.replaceState(null, '', '/home?redirect=https%3A%2F%2Fevil.example');
    expect(takePendingTarget()).toBeNull();
  });
});

describe('access_token in the address', () => {
  it('is taken from the query and stripped, other parameters kept', () => {
    history.replaceState(null, '', '/commonproj/index?access_token=abc&keyWord=x#top');
    expect(takeAccessTokenFromAddress()).toBe('abc');
    expect(location.pathname + location.search + location.hash).toBe('/commonproj/index?keyWord=x#top');
  });

  it('is taken from the hash, in both shapes', () => {
    history.replaceState(null, '', '/home#access_token=t1');
    expect(takeAccessTokenFromAddress()).toBe('t1');
    expect(location.href).not.toContain('access_token');
    expect(location.hash).toBe('');

    history.replaceState(null, '', '/home#/login?access_token=t2&from=sso');
    expect(takeAccessTokenFromAddress()).toBe('t2');
    expect(location.hash).toBe('#/login?from=sso');
  });

  it('leaves an address without a token alone', () => {
    history.replaceState(null, '', '/home?a=1#b');
    expect(takeAccessTokenFromAddress()).toBeNull();
    expect(location.pathname + location.search + location.hash).toBe('/home?a=1#b');
  });
});
