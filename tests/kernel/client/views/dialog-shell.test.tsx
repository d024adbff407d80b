import { act, useState } from 'react';
import { Button, Input } from '@chakra-ui/react';
import { DialogShell, DialogTitle } from '@kernel/client/views/DialogShell';
import { useDomRoot, useLayoutShims } from '../../../helpers/dom-root';

jest.setTimeout(30_000);

const dom = useDomRoot();

useLayoutShims({ sizedElements: true });

async function render(el: React.ReactElement): Promise<void> {
  await dom.renderAsync(el);
  // Focus is moved on the next frames.
  await act(async () => new Promise((r) => setTimeout(r, 50)));
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');

describe('DialogShell', () => {
  it('is a labelled, described dialog with a close button, its body and its actions', async () => {
    const onClose = jest.fn();
    await render(
      <DialogShell title="意见反馈" description="告诉我们您的问题" onClose={onClose} footer={<Button>提交</Button>}>
        <p>正文</p>
      </DialogShell>,
    );
    const box = dialog()!;
    expect(box).not.toBeNull();
    expect(box.getAttribute('role')).toBe('dialog');
    expect(box.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(box.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('意见反馈');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('告诉我们您的问题');
    expect(box.textContent).toContain('正文');
    expect([...box.querySelectorAll('button')].map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual(['提交', '关闭']);
    // The recipe of the site's theme styles it (a missing recipe renders without classes).
    expect(box.className).toMatch(/dialog__content/);

    await act(async () => box.querySelector<HTMLButtonElement>('[aria-label="关闭"]')!.click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, a modal one too', async () => {
    const onClose = jest.fn();
    await render(<DialogShell title="提示" onClose={onClose} modal>内容</DialogShell>);
    await act(async () => {
      dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape with closeOnEscape false; its buttons still close it', async () => {
    const onClose = jest.fn();
    await render(
      <DialogShell title="申请登录" role="alertdialog" onClose={onClose} modal closeOnEscape={false} closeLabel={false}>
        <Button onClick={onClose}>取消申请</Button>
      </DialogShell>,
    );
    await act(async () => {
      // Cancelable, as a browser's key events are (the dialog cancels the ones it ignores).
      dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
    // Without a field, focus goes to the first button.
    expect(document.activeElement?.textContent).toBe('取消申请');
    await act(async () => dialog()!.querySelector('button')!.click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click outside unless modal', async () => {
    const outside = async () => {
      await act(async () => {
        // jsdom has no PointerEvent; a mouse event of that type, away from the dialog's box.
        const at = { bubbles: true, cancelable: true, clientX: 900, clientY: 900 };
        const backdrop = document.querySelector<HTMLElement>('[data-scope="dialog"][data-part="backdrop"]')!;
        backdrop.dispatchEvent(new MouseEvent('pointerdown', at));
        backdrop.dispatchEvent(new MouseEvent('pointerup', at));
        backdrop.dispatchEvent(new MouseEvent('click', at));
        await new Promise((r) => setTimeout(r, 50));
      });
    };
    const modal = jest.fn();
    await render(<DialogShell title="申请登录" onClose={modal} modal>内容</DialogShell>);
    await outside();
    expect(modal).not.toHaveBeenCalled();
    await act(async () => dom.root.render(<></>));
    const light = jest.fn();
    await render(<DialogShell title="提示" onClose={light}>内容</DialogShell>);
    await outside();
    expect(light).toHaveBeenCalledTimes(1);
  });

  it('stacks backdrop and dialog at the zIndex asked for, the theme dialog layer by default', async () => {
    const layers = () =>
      (['backdrop', 'positioner'] as const).map(
        (part) => getComputedStyle(document.querySelector(`[data-scope="dialog"][data-part="${part}"]`)!).zIndex,
      );
    await render(<DialogShell title="提示" onClose={() => undefined}>内容</DialogShell>);
    // The theme's layer (a calc() with the layer index, which jsdom leaves uncomputed): none of its own.
    expect(layers()).toEqual(['', '']);
    await act(async () => dom.root.render(<></>));
    await render(
      <DialogShell title="安全验证" onClose={() => undefined} zIndex="calc(var(--chakra-z-index-popover) + 50)">
        内容
      </DialogShell>,
    );
    expect(layers()).toEqual(['calc(var(--chakra-z-index-popover) + 50)', 'calc(var(--chakra-z-index-popover) + 50)']);
  });

  it('moves focus to the first field, or to an element marked data-autofocus', async () => {
    await render(
      <DialogShell title="申请试用" onClose={() => undefined} footer={<Button>取消</Button>}>
        <Input name="disabled" disabled />
        <Input name="first" />
        <Input name="second" />
      </DialogShell>,
    );
    expect((document.activeElement as HTMLInputElement | null)?.name).toBe('first');
    await act(async () => dom.root.render(<></>));
    await render(
      <DialogShell title="申请试用" onClose={() => undefined}>
        <Input name="first" />
        <Input name="second" data-autofocus />
      </DialogShell>,
    );
    expect((document.activeElement as HTMLInputElement | null)?.name).toBe('second');
  });

  it('makes body and footer one form labelled by the title; submitting calls onSubmit', async () => {
    const onSubmit = jest.fn();
    await render(
      <DialogShell title="数据反馈" onClose={() => undefined} onSubmit={onSubmit} footer={<Button type="submit">提交</Button>}>
        <Input name="desc" />
      </DialogShell>,
    );
    const form = dialog()!.querySelector('form')!;
    expect(form.getAttribute('aria-label')).toBe('数据反馈');
    expect(form.querySelector('input[name="desc"]')).not.toBeNull();
    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].defaultPrevented).toBe(true);
  });

  it('is an alertdialog when asked, with a custom header naming it, and renders nothing while closed', async () => {
    function Toggle() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>打开</button>
          <DialogShell
            open={open}
            role="alertdialog"
            title="申请成功"
            header={<DialogTitle>申请成功</DialogTitle>}
            closeLabel={false}
            onClose={() => setOpen(false)}
            footer={<Button onClick={() => setOpen(false)}>立即使用</Button>}
          />
        </>
      );
    }
    await render(<Toggle />);
    expect(dialog()).toBeNull();
    await act(async () => dom.host.querySelector('button')!.click());
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    const box = dialog()!;
    expect(box.getAttribute('role')).toBe('alertdialog');
    expect(document.getElementById(box.getAttribute('aria-labelledby')!)?.textContent).toBe('申请成功');
    expect(box.querySelector('[aria-label="关闭"]')).toBeNull();
    await act(async () => box.querySelector('button')!.click());
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(dialog()).toBeNull();
  });
});
