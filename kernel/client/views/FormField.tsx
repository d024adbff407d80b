import type { ReactNode } from 'react';
import { Box, Field, Flex, Text, type FieldRootProps } from '@chakra-ui/react';

export interface FormFieldProps extends Omit<FieldRootProps, 'children' | 'label' | 'invalid' | 'required' | 'orientation'> {
  /** The label; clicking it focuses the control. */
  readonly label: ReactNode;
  /** The control: an Input, Textarea, NativeSelect … (Chakra's controls pick up id, aria-* and state). */
  readonly children: ReactNode;
  /** A hint under the control, shown while there is no error. */
  readonly hint?: ReactNode;
  /** The error under the control; any non-empty value marks the field invalid. */
  readonly error?: string | null;
  /** A positive message under the control (e.g. 验证码已发送), shown while there is no error. */
  readonly notice?: ReactNode;
  /** Marks the field required: a red * after the label, `aria-required` on the control. */
  readonly required?: boolean;
  /** Something at the end of the message line, e.g. a character counter (12/200). */
  readonly aside?: ReactNode;
  /** `vertical` (label above, default) or `horizontal` (label on the left, `labelWidth` wide). */
  readonly orientation?: 'vertical' | 'horizontal';
  /** The label's width in a horizontal row (default 80px, the field recipe's), so the rows' controls line up. */
  readonly labelWidth?: string;
  /** Keeps the message line's height when empty, so the form does not jump when an error shows. */
  readonly reserveMessage?: boolean;
}

/**
 * The one form row of the site (Chakra's Field): label with its required mark, the control, and
 * under it the error (announced, `aria-invalid` on the control), or else the notice or hint, with
 * an optional counter on the right.
 *
 *   <FormField label="联系方式" required error={errors.phone} hint="便于我们回复">
 *     <Input name="phone" value={phone} onChange={…} />
 *   </FormField>
 */
export function FormField(props: FormFieldProps) {
  const {
    label,
    children,
    hint,
    error,
    notice,
    required = false,
    aside,
    orientation = 'vertical',
    labelWidth = '80px',
    reserveMessage = false,
    ...root
  } = props;
  const invalid = !!error;
  const horizontal = orientation === 'horizontal';

  const message = invalid ? (
    <Field.ErrorText fontSize="12px" mt="0">
      {error}
    </Field.ErrorText>
  ) : notice ? (
    <Text role="status" fontSize="12px" color="green.600" display="flex" alignItems="center" gap="1">
      {notice}
    </Text>
  ) : hint ? (
    <Field.HelperText fontSize="12px" mt="0" color="page.muted">
      {hint}
    </Field.HelperText>
  ) : null;

  const messageLine =
    message || aside || reserveMessage ? (
      <Flex w="full" justify="space-between" align="flex-start" gap="2" minH={reserveMessage ? '18px' : undefined} mt="1" lineHeight="18px">
        {message ?? <span />}
        {aside ? (
          <Box fontSize="12px" color="page.muted" ms="auto" flexShrink={0}>
            {aside}
          </Box>
        ) : null}
      </Flex>
    ) : null;

  const labelEl = (
    <Field.Label
      fontSize="14px"
      color="gray.700"
      // The field recipe's horizontal label is `flex: 0 0 var(--field-label-width, 80px)`: the basis sets its width.
      {...(horizontal ? { flex: `0 0 ${labelWidth}`, justifyContent: 'flex-end', mt: '2.5', mb: '0' } : {})}
    >
      {label}
      {required ? <Field.RequiredIndicator /> : null}
    </Field.Label>
  );

  if (horizontal) {
    return (
      <Field.Root invalid={invalid} required={required} orientation="horizontal" alignItems="flex-start" gap="4" {...root}>
        {labelEl}
        <Box flex="1" minW="0">
          {children}
          {messageLine}
        </Box>
      </Field.Root>
    );
  }
  return (
    <Field.Root invalid={invalid} required={required} gap="1.5" {...root}>
      {labelEl}
      {children}
      {messageLine}
    </Field.Root>
  );
}
