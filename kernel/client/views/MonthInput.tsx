import { useEffect, useState } from 'react';
import { Input, type InputProps } from '@chakra-ui/react';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Normalises what was typed: 2024-1 / 2024.01 / 202401 / 2024年1月 → 2024-01; null when it is no month. */
export function normalizeMonth(raw: string): string | null {
  const m = raw.trim().match(/^(\d{4})\s*[-./年]?\s*(\d{1,2})\s*月?$/);
  if (!m) return null;
  const month = `${m[1]}-${m[2].padStart(2, '0')}`;
  return MONTH.test(month) ? month : null;
}

export interface MonthInputProps extends Omit<InputProps, 'value' | 'onChange'> {
  value: string | undefined;
  /** Called with 'YYYY-MM', or undefined when cleared. */
  onChange(value: string | undefined): void;
}

/** A YYYY-MM field: typed freely, normalised and committed on Enter or blur; invalid input reverts. */
export function MonthInput({ value, onChange, ...rest }: MonthInputProps) {
  const [text, setText] = useState(value ?? '');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText(value ?? '');
    setInvalid(false);
  }, [value]);
  const commit = () => {
    if (!text.trim()) {
      setInvalid(false);
      if (value) onChange(undefined);
      return;
    }
    const m = normalizeMonth(text);
    if (!m) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setText(m);
    if (m !== value) onChange(m);
  };
  return (
    <Input
      placeholder="YYYY-MM"
      inputMode="numeric"
      maxLength={8}
      fontVariantNumeric="tabular-nums"
      {...rest}
      value={text}
      aria-invalid={invalid || undefined}
      borderColor={invalid ? 'red.400' : rest.borderColor}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}
