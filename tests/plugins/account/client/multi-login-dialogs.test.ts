import 'reflect-metadata';
import { ReadableStream } from 'node:stream/web';
import { DialogService } from '@kernel/client/dialogs';
import { EventBus } from '@kernel/client/event-bus';
import type { Kernel } from '@kernel/client/kernel';
import { SessionStore } from '@kernel/client/session-store';
import { AccountApi } from '@plugins/account/client/account-api';
import { createAccountKernel } from './account-kernel';
import { AccountStore, type MobxAccountStore } from '@plugins/account/client/account-store';
import { CaptchaStore } from '@plugins/account/client/captcha-store';
import { LoginAbort, LoginTexts } from '@plugins/account/client/login-errors';
import { MultiLoginStore } from '@plugins/account/client/multi-login-store';
import { AccountDialogs } from '@plugins/account/shared/dialogs';

jest.setTimeout(20_000);

const kernels: Kernel[] = [];
afterEach(() => {
  for (const k of kernels.splice(0)) {
    k.get<MobxAccountStore>(AccountStore).dispose();
    k.get<CaptchaStore>(CaptchaStore).dispose();
    k.get<MultiLoginStore>(MultiLoginStore).dispose();
  }
  sessionStorage.clear();
});

/** The real kernel with the account plugin; the account API answers from the test. */
async function rig() {
  const k = await createAccountKernel();
  kernels.push(k);
  const api = k.get<AccountApi>(AccountApi);
  jest.spyOn(api, 'userTicket').mockResolvedValue('');
  return { k, api, dialogs: k.get<DialogService>(DialogService), multi: k.get<MultiLoginStore>(MultiLoginStore), bus: k.get<EventBus>(EventBus) };
}

async function waitFor<T>(check: () => T | undefined | null | false, what = check.toString()): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never true: ${what}`);
}

/** The applicant's side: the account is live elsewhere and the application is made. */
function applicant(api: AccountApi): { cancel: jest.SpyInstance } {
  jest.spyOn(api, 'loginStatus').mockResolvedValue({ loggedInElsewhere: true, globalId: 'G10000001', username: 'demo_vip', applyTicket: 'ticket-1' } as never);
  jest.spyOn(api, 'checkApplyLogin').mockResolvedValue(false);
  jest.spyOn(api, 'applyRepeatLogin').mockResolvedValue('apply-1');
  jest.spyOn(api, 'selectFeedbackMultiUserLogin').mockResolvedValue('pending');
  return { cancel: jest.spyOn(api, 'cancelApplyRepeatLogin').mockResolvedValue(undefined) };
}

describe('multi-login: the applicant’s dialogs are the DialogService’s', () => {
  it('申请登录 opens with the application; the answer closes it; a denial opens 拒绝登录, which the next application closes', async () => {
    const { api, dialogs, multi, bus } = await rig();
    applicant(api);
    let check = multi.precheck('auth', { headers: { globalId: 'G10000001' } }, 'demo_vip');
    await waitFor(() => dialogs.isOpen(AccountDialogs.loginApplying));
    expect(dialogs.propsOf(AccountDialogs.loginApplying)).toEqual({ username: 'demo_vip', applyId: 'apply-1' });
    expect(multi.applying).toEqual({ username: 'demo_vip', applyId: 'apply-1' });

    bus.emit('loginReply', { option: 'deny' });
    await expect(check).rejects.toEqual(new LoginAbort(LoginTexts.denied, true));
    expect(dialogs.isOpen(AccountDialogs.loginApplying)).toBe(false);
    expect(multi.applying).toBeNull();
    expect(dialogs.isOpen(AccountDialogs.loginDenied)).toBe(true);
    expect(multi.denied).toBe(true);

    check = multi.precheck('auth', { headers: { globalId: 'G10000001' } }, 'demo_vip');
    await waitFor(() => dialogs.isOpen(AccountDialogs.loginApplying));
    expect(multi.denied).toBe(false);
    bus.emit('loginReply', { option: 'allow' });
    await expect(check).resolves.toBeUndefined();
    expect(dialogs.openIds).toEqual([]);
  });

  it('申请登录 closed elsewhere than by its answer withdraws the application, as 取消申请 does', async () => {
    const { api, dialogs, multi } = await rig();
    const { cancel } = applicant(api);
    const check = multi.precheck('auth', { headers: { globalId: 'G10000001' } }, 'demo_vip');
    await waitFor(() => dialogs.isOpen(AccountDialogs.loginApplying));
    dialogs.close(AccountDialogs.loginApplying);
    await expect(check).rejects.toBeInstanceOf(LoginAbort);
    expect(cancel).toHaveBeenCalledWith('demo_vip', 'G10000001', 'apply-1', 'ticket-1');
    expect(multi.applying).toBeNull();
  });
});

describe('multi-login: 登录确认 on the device already logged in', () => {
  /** A login stream that sends `events` and stays open until aborted. */
  function stream(events: { event: string; data: object }[]): Response {
    const text = events.map((e) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`).join('');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
      },
    });
    // jsdom has no ReadableStream of its own: Node's, as a real fetch's body is.
    return new Response(body as unknown as BodyInit, { headers: { 'content-type': 'text/event-stream' } });
  }

  it('shows the first application, the others wait; a withdrawn one leaves the queue; an answer or a closing shows the next; a logout closes it', async () => {
    const { k, api, dialogs, multi } = await rig();
    const app = (n: number) => ({ applyId: `a-${n}`, username: 'demo_vip', device: `设备${n}` });
    jest.spyOn(api, 'sseAlive').mockResolvedValue(undefined);
    jest.spyOn(api, 'openLoginStream').mockImplementation(async () =>
      stream([
        { event: 'apply', data: app(1) },
        { event: 'apply', data: app(2) },
        { event: 'apply', data: app(3) },
        { event: 'apply', data: app(4) },
        { event: 'apply', data: app(2) },
        { event: 'applyEnd', data: { applyId: 'a-2', option: 'cancel' } },
      ]),
    );
    const feedback = jest.spyOn(api, 'feedbackMultiUserLogin').mockResolvedValue(undefined);
    const session = k.get<SessionStore>(SessionStore);
    session.setLogin({ token: 'tok', casId: 'cas', expireIn: 3600, keepLogin: false });

    await waitFor(() => multi.applications.length === 3);
    expect(multi.applications.map((a) => a.applyId)).toEqual(['a-1', 'a-3', 'a-4']);
    expect(dialogs.propsOf(AccountDialogs.loginConfirm)).toEqual(app(1));

    await multi.answer('allow');
    expect(feedback).toHaveBeenCalledWith('allow', 'demo_vip');
    expect(dialogs.propsOf(AccountDialogs.loginConfirm)).toEqual(app(3));

    // Closed elsewhere (a dialog that could not be loaded): that one stays unanswered, the next shows.
    dialogs.close(AccountDialogs.loginConfirm);
    expect(dialogs.propsOf(AccountDialogs.loginConfirm)).toEqual(app(4));
    expect(multi.applications.map((a) => a.applyId)).toEqual(['a-4']);

    session.clear();
    expect(dialogs.isOpen(AccountDialogs.loginConfirm)).toBe(false);
    expect(multi.applications).toEqual([]);
    expect(feedback).toHaveBeenCalledTimes(1);
  });
});
