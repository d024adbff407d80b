import 'reflect-metadata';
import { act } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@app/client/shell/theme';
import { createKernel } from '@kernel/client/kernel';
import { KernelProvider } from '@kernel/client/react';
import feedbackPlugin from '@plugins/feedback/client';
import FeedbackPage from '@plugins/feedback/client/views/FeedbackPage';
import { useDomRoot } from '../../../helpers/dom-root';

const dom = useDomRoot();

describe('the /feedback page form', () => {
  it('labels its rows, counts the description, and asks for it first; a bad contact shows under its field', async () => {
    const kernel = await createKernel({
      plugins: [feedbackPlugin],
      config: { plugins: ['feedback'], version: '', gateways: { core: 'http://127.0.0.1:9', manage: '', common: '', cost: '', stream: '', storage: '/files' } },
      notifier: { notify: () => undefined },
      navigator: { navigate: () => undefined, current: () => '/feedback', reload: () => undefined },
      logger: { error: () => undefined },
    });
    await act(async () =>
      dom.root.render(
        <ChakraProvider value={system}>
          <KernelProvider kernel={kernel}>
            <FeedbackPage />
          </KernelProvider>
        </ChakraProvider>,
      ),
    );
    const form = dom.host.querySelector<HTMLFormElement>('form[aria-label="意见反馈"]')!;
    const labelOf = (name: string) => {
      const control = form.querySelector<HTMLElement>(`[name="${name}"]`)!;
      return form.querySelector(`label[for="${control.id}"]`)?.textContent;
    };
    expect(labelOf('description')).toContain('问题或意见');
    expect(labelOf('name')).toBe('用户名（选填）');
    expect(labelOf('mobile')).toBe('联系方式（选填）');
    expect(form.textContent).toContain('0/500');

    await act(async () => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(form.textContent).toContain('请输入您的问题或意见');
    expect(form.querySelector('[name="description"]')!.getAttribute('aria-invalid')).toBe('true');
  });
});
