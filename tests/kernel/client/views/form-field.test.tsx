import { Input, Textarea } from '@chakra-ui/react';
import { FormField } from '@kernel/client/views/FormField';
import { useDomRoot } from '../../../helpers/dom-root';

const dom = useDomRoot();

async function render(el: React.ReactElement): Promise<void> {
  await dom.renderAsync(el);
}

const label = () => dom.host.querySelector('label')!;
const control = () => dom.host.querySelector<HTMLInputElement>('input, textarea')!;

describe('FormField', () => {
  it('labels its control, marks it required and shows the hint', async () => {
    await render(
      <FormField label="联系方式" required hint="便于我们及时回复">
        <Input name="phone" />
      </FormField>,
    );
    expect(label().htmlFor).toBe(control().id);
    expect(label().textContent).toContain('联系方式');
    expect(label().textContent).toContain('*');
    expect(control().required).toBe(true);
    expect(control().getAttribute('aria-invalid')).toBeNull();
    const hint = [...dom.host.querySelectorAll('[id]')].find((e) => e.textContent === '便于我们及时回复')!;
    expect(hint).toBeDefined();
    expect(control().getAttribute('aria-describedby')).toContain(hint.id);
    // The site's theme carries the field recipe (a missing one renders without classes).
    expect(label().className).toMatch(/field__label/);
  });

  it('shows an error instead of the hint and marks the control invalid', async () => {
    await render(
      <FormField label="问题或意见" hint="提示" error="请输入问题或意见" aside="0/200">
        <Textarea name="desc" />
      </FormField>,
    );
    expect(control().getAttribute('aria-invalid')).toBe('true');
    expect(dom.host.textContent).toContain('请输入问题或意见');
    expect(dom.host.textContent).not.toContain('提示');
    expect(dom.host.textContent).toContain('0/200');
    expect(label().textContent).not.toContain('*');
  });

  it('an empty error is no error; a notice shows as a status', async () => {
    await render(
      <FormField label="验证码" error="" notice="验证码已发送" orientation="horizontal" labelWidth="80px">
        <Input name="code" />
      </FormField>,
    );
    expect(control().getAttribute('aria-invalid')).toBeNull();
    expect(dom.host.querySelector('[role="status"]')?.textContent).toBe('验证码已发送');
    // Horizontal: the label on the left, the control and its message in a column beside it.
    expect(control().parentElement).not.toBe(label().parentElement);
    expect(control().parentElement!.parentElement).toBe(label().parentElement);
  });

  it('renders no message line unless asked to keep its place', async () => {
    await render(
      <FormField label="称呼">
        <Input name="name" />
      </FormField>,
    );
    const plain = dom.host.innerHTML;
    await render(
      <FormField label="称呼" reserveMessage>
        <Input name="name" />
      </FormField>,
    );
    expect(dom.host.innerHTML.length).toBeGreaterThan(plain.length);
    expect(dom.host.textContent).toBe('称呼');
  });
});
