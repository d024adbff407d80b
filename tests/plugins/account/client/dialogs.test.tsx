import 'reflect-metadata';
import { act } from 'react';
import { DialogService } from '@kernel/client/dialogs';
import { EventBus } from '@kernel/client/event-bus';
import type { Kernel } from '@kernel/client/kernel';
import { KernelProvider } from '@kernel/client/react';
import { DialogHost } from '@kernel/client/views/DialogHost';
import { AccountApi } from '@plugins/account/client/account-api';
import { createAccountKernel } from './account-kernel';
import { AccountStore, type MobxAccountStore } from '@plugins/account/client/account-store';
import { CaptchaStore } from '@plugins/account/client/captcha-store';
import { MultiLoginStore } from '@plugins/account/client/multi-login-store';
import { QR_POLL_MS } from '@plugins/account/client/qr-login-flow';
import { AccountDialogs } from '@plugins/account/shared/dialogs';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';

jest.setTimeout(30_000);

const dom = useDomRoot();

useLayoutShims({ sizedElements: true });

const kernels: Kernel[] = [];
afterEach(() => {
  for (const k of kernels.splice(0)) {
    k.get<MobxAccountStore>(AccountStore).dispose();
    k.get<CaptchaStore>(CaptchaStore).dispose();
    k.get<MultiLoginStore>(MultiLoginStore).dispose();
  }
  sessionStorage.clear();
});

interface Rig {
  k: Kernel;
  dialogs: DialogService;
  bus: EventBus;
  store: MobxAccountStore;
  qrStatusCalls: () => number;
}

/**
 * The real kernel with the account plugin and the kernel's DialogHost; the account API answers
 * from here (no server): no pictures, a QR code always waiting, a captcha image.
 */
async function rig(): Promise<Rig> {
  const k = await createAccountKernel();
  kernels.push(k);
  const api = k.get<AccountApi>(AccountApi);
  jest.spyOn(api, 'loginPictures').mockResolvedValue([]);
  jest.spyOn(api, 'userTicket').mockResolvedValue('');
  jest.spyOn(api, 'getQrcode').mockResolvedValue({ uuid: 'qr-1', url: '/m/qr-confirm?uuid=qr-1', expireIn: 180 });
  const status = jest.spyOn(api, 'getQrcodeStatus').mockResolvedValue('waiting');
  jest.spyOn(api, 'captchaImage').mockResolvedValue({ captchaId: 'c-1', image: 'data:image/svg+xml,%3Csvg%2F%3E' });
  await dom.renderAsync(
    <KernelProvider kernel={k}>
      <main>页面内容</main>
      <DialogHost />
    </KernelProvider>,
  );
  return {
    k,
    dialogs: k.get<DialogService>(DialogService),
    bus: k.get<EventBus>(EventBus),
    store: k.get<MobxAccountStore>(AccountStore),
    qrStatusCalls: () => status.mock.calls.length,
  };
}

async function settle<T>(check: () => T | null | undefined | false, what = check.toString()): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = check();
    if (value) return value;
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
  throw new Error(`never true: ${what}`);
}

/** A dialog of the page by its accessible name (its title). */
function dialogNamed(name: string): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find((d) => {
    const title = document.getElementById(d.getAttribute('aria-labelledby') ?? '');
    return title?.textContent === name;
  });
}

const selectedTab = (dialog: HTMLElement) => dialog.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
const tabNamed = (dialog: HTMLElement, name: string) => [...dialog.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === name)!;
const field = (dialog: HTMLElement, label: string) => dialog.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);

function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * A key pressed where the focus is (cancelable, as a browser's key events are); Enter on a button
 * that does not cancel it clicks the button, as a browser does.
 */
async function press(key: string): Promise<void> {
  await act(async () => {
    const target = (document.activeElement ?? document.body) as HTMLElement;
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    if (key === 'Enter' && !event.defaultPrevented && target instanceof HTMLButtonElement) target.click();
    await new Promise((r) => setTimeout(r, 20));
  });
}

describe('the login dialog through the DialogService and the DialogHost', () => {
  it('is not there before the first opening; the bus openLogin opens it on the tab asked for, the focus on its first field', async () => {
    const { dialogs, bus } = await rig();
    expect(dialogs.openIds).toEqual([]);
    expect(dialogNamed('登录')).toBeUndefined();
    await act(async () => bus.emit('openLogin', { tab: 2 }));
    expect(dialogs.isOpen(AccountDialogs.login)).toBe(true);
    expect(dialogs.propsOf(AccountDialogs.login)).toEqual({ tab: 2 });
    const dialog = await settle(() => dialogNamed('登录'));
    expect(selectedTab(dialog)).toBe('手机登录');
    await settle(() => document.activeElement === field(dialog, '手机号'), 'the focus on 手机号');
  });

  it('opening it through the DialogService shows it too; an open dialog only switches its tab, by an opening or by choosing a tab', async () => {
    const { dialogs, bus, store } = await rig();
    await act(async () => dialogs.open(AccountDialogs.login, { tab: 1 }));
    const dialog = await settle(() => dialogNamed('登录'));
    expect(store.dialogOpen).toBe(true);
    expect(selectedTab(dialog)).toBe('账号登录');
    await settle(() => document.activeElement === field(dialog, '用户名'), 'the focus on 用户名');
    type(field(dialog, '用户名')!, 'demo_vip');
    const round = store.dialogRound;

    await act(async () => bus.emit('openLogin', { tab: 3 }));
    await settle(() => selectedTab(dialog) === '扫码登录');
    expect(store.dialogTab).toBe(3);

    // Choosing a tab with the keyboard: arrows move between the tabs, Enter shows one.
    await act(async () => tabNamed(dialog, '扫码登录').focus());
    // The tabs move the focus a frame after the key, so each step waits for it before the next.
    await press('ArrowLeft');
    await settle(() => document.activeElement?.textContent === '手机登录', 'the focus on 手机登录');
    await press('ArrowLeft');
    await settle(() => document.activeElement?.textContent === '账号登录', 'the focus on 账号登录');
    expect(store.dialogTab).toBe(3);
    await press('Enter');
    expect(dialogs.propsOf(AccountDialogs.login)).toEqual({ tab: 1 });
    await settle(() => selectedTab(dialog) === '账号登录');
    await settle(() => document.activeElement === field(dialog, '用户名'), 'the focus back on 用户名');

    // Still the same opening: the same dialog and what was typed.
    expect(store.dialogRound).toBe(round);
    expect(dialogNamed('登录')).toBe(dialog);
    expect(dialogs.openIds).toEqual([AccountDialogs.login]);
  });

  it('closing it (the close icon, Escape) clears the state and tells loginOnce; each opening starts from a clean form', async () => {
    const { dialogs, store } = await rig();
    let waiting!: Promise<string>;
    act(() => {
      waiting = store.loginOnce(1).then(
        () => 'logged in',
        (error: Error) => error.message,
      );
    });
    let dialog = await settle(() => dialogNamed('登录'));
    await settle(() => field(dialog, '用户名'));
    type(field(dialog, '用户名')!, 'demo_vip');
    await act(async () => store.setKeepLogin(false));
    await act(async () => dialog.querySelector<HTMLButtonElement>('button[aria-label="关闭"]')!.click());
    await expect(waiting).resolves.toBe('Login Failed');
    expect(dialogs.isOpen(AccountDialogs.login)).toBe(false);
    expect(store.dialogOpen).toBe(false);
    await settle(() => !dialogNamed('登录'));

    await act(async () => store.openDialog(1));
    dialog = await settle(() => dialogNamed('登录'));
    const username = await settle(() => field(dialog, '用户名'));
    expect(username.value).toBe('');
    expect(store.keepLogin).toBe(true);

    await settle(() => document.activeElement === username, 'the focus on 用户名');
    await press('Escape');
    await settle(() => !dialogs.isOpen(AccountDialogs.login));
    await settle(() => !dialogNamed('登录'));
    expect(dialogs.openIds).toEqual([]);
  });

  it('the QR tab polls while the dialog is open and stops when it closes', async () => {
    const { dialogs, store, qrStatusCalls } = await rig();
    await act(async () => store.openDialog(3));
    await settle(() => store.qr.status === 'waiting');
    await settle(() => qrStatusCalls() > 0, 'a first poll');
    await act(async () => dialogs.close(AccountDialogs.login));
    const calls = qrStatusCalls();
    await act(async () => new Promise((r) => setTimeout(r, QR_POLL_MS + 500)));
    expect(qrStatusCalls()).toBe(calls);
  });
});

describe('the captcha dialog through the DialogService', () => {
  it('the bus captcha event opens 安全验证, the focus in the answer; Escape closes it and the caller gets null', async () => {
    const { dialogs, bus } = await rig();
    const answers: (string | null)[] = [];
    await act(async () => bus.emit('captcha', { type: 'open', callback: (v) => answers.push(v) }));
    expect(dialogs.isOpen(AccountDialogs.captcha)).toBe(true);
    const dialog = await settle(() => dialogNamed('安全验证'));
    const answer = await settle(() => field(dialog, '验证码'));
    await settle(() => document.activeElement === answer, 'the focus on 验证码');
    await settle(() => dialog.querySelector('img[alt="验证码图片"]'));
    await press('Escape');
    await settle(() => answers.length > 0);
    expect(answers).toEqual([null]);
    expect(dialogs.isOpen(AccountDialogs.captcha)).toBe(false);
    await settle(() => !dialogNamed('安全验证'));
  });

  it('closed through the DialogService, the caller in front gets null and the next one its captcha; the bus close ends it', async () => {
    const { dialogs, bus, k } = await rig();
    const captcha = k.get<CaptchaStore>(CaptchaStore);
    const answers: string[] = [];
    await act(async () => {
      bus.emit('captcha', { type: 'open', callback: (v) => answers.push(`first:${v}`) });
      bus.emit('captcha', { type: 'open', callback: (v) => answers.push(`second:${v}`) });
    });
    await settle(() => dialogNamed('安全验证'));
    await act(async () => dialogs.close(AccountDialogs.captcha));
    expect(answers).toEqual(['first:null']);
    expect(captcha.open).toBe(true);
    await settle(() => dialogNamed('安全验证'));
    await act(async () => bus.emit('captcha', { type: 'close' }));
    expect(answers).toEqual(['first:null', 'second:null']);
    expect(captcha.open).toBe(false);
    await settle(() => !dialogNamed('安全验证'));
  });
});

describe('the multi-login dialogs through the DialogService', () => {
  it('登录确认 shows the application of the store; 拒绝登录 closes with 知道了; 申请登录 shows while the store is applying', async () => {
    const { dialogs, k } = await rig();
    const multi = k.get<MultiLoginStore>(MultiLoginStore);
    const application = { applyId: 'a-1', username: 'demo_vip', device: 'Chrome · Windows' };
    await act(async () => dialogs.open(AccountDialogs.loginConfirm, application));
    expect(multi.applications).toEqual([application]);
    const confirm = await settle(() => dialogNamed('登录确认'));
    expect(confirm.getAttribute('role')).toBe('alertdialog');
    expect(confirm.textContent).toContain('账号 demo_vip 正在 Chrome · Windows 申请登录，是否允许？');
    expect([...confirm.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['拒绝', '允许']);
    // No way out but an answer: Escape does not close it.
    await settle(() => confirm.contains(document.activeElement));
    await press('Escape');
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(dialogs.isOpen(AccountDialogs.loginConfirm)).toBe(true);

    await act(async () => dialogs.open(AccountDialogs.loginDenied));
    expect(multi.denied).toBe(true);
    const denied = await settle(() => dialogNamed('拒绝登录'));
    await act(async () => [...denied.querySelectorAll('button')].find((b) => b.textContent === '知道了')!.click());
    expect(multi.denied).toBe(false);
    await settle(() => !dialogNamed('拒绝登录'));

    await act(async () => dialogs.open(AccountDialogs.loginApplying, { username: 'demo_vip', applyId: 'a-2' }));
    expect(multi.applying).toEqual({ username: 'demo_vip', applyId: 'a-2' });
    const applying = await settle(() => dialogNamed('申请登录'));
    expect(applying.textContent).toContain('已向该账号的登录设备发送登录申请，请等待对方确认…');
    await act(async () => dialogs.close(AccountDialogs.loginApplying));
    expect(multi.applying).toBeNull();
  });
});
