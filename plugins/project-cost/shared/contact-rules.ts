/**
 * The no-data feedback form's rules, pure functions shared by the dialog and the server so that
 * both give the same Chinese messages.
 */
import { isContact } from '@kernel/core/contact';
import { CONTACT_DESCRIPTION_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX, KEYWORD_MAX, type ContactInput } from './contract';

export const ContactMessages = {
  descriptionRequired: '请描述您需要的数据',
  descriptionTooLong: `需求描述不能超过${CONTACT_DESCRIPTION_MAX}个字`,
  nameTooLong: `称呼不能超过${CONTACT_NAME_MAX}个字`,
  phoneRequired: '请输入联系方式',
  phoneTooLong: `联系方式不能超过${CONTACT_PHONE_MAX}个字`,
  phoneInvalid: '请输入正确的手机号、QQ号或邮箱',
  keywordTooLong: `关键词不能超过${KEYWORD_MAX}个字`,
} as const;

export function validateContactDescription(value: string): string | null {
  const text = value.trim();
  if (text === '') return ContactMessages.descriptionRequired;
  if (text.length > CONTACT_DESCRIPTION_MAX) return ContactMessages.descriptionTooLong;
  return null;
}

export function validateContactName(value: string): string | null {
  return value.trim().length > CONTACT_NAME_MAX ? ContactMessages.nameTooLong : null;
}

/** A mobile number (11 digits), a QQ number (5–12 digits) or an e-mail address. */
export function validateContactPhone(value: string): string | null {
  const text = value.trim();
  if (text === '') return ContactMessages.phoneRequired;
  if (text.length > CONTACT_PHONE_MAX) return ContactMessages.phoneTooLong;
  if (!isContact(text)) return ContactMessages.phoneInvalid;
  return null;
}

export type ContactField = 'description' | 'name' | 'phone' | 'keyword';

export interface ContactErrors {
  readonly first: string | null;
  readonly fields: Partial<Record<ContactField, string>>;
}

export function validateContact(input: { description?: string; name?: string; phone?: string; keyword?: string }): ContactErrors {
  const checks: [ContactField, string | null][] = [
    ['description', validateContactDescription(input.description ?? '')],
    ['name', validateContactName(input.name ?? '')],
    ['phone', validateContactPhone(input.phone ?? '')],
    ['keyword', (input.keyword ?? '').trim().length > KEYWORD_MAX ? ContactMessages.keywordTooLong : null],
  ];
  const fields: Partial<Record<ContactField, string>> = {};
  let first: string | null = null;
  for (const [field, message] of checks) {
    if (!message) continue;
    fields[field] = message;
    first ??= message;
  }
  return { first, fields };
}

/** The body the site sends: trimmed values; no region for 全国. */
export function toContactInput(values: { description: string; name?: string; phone: string; keyword?: string; areaId?: number | null }): ContactInput {
  const input: ContactInput = {
    description: values.description.trim(),
    name: (values.name ?? '').trim(),
    phone: values.phone.trim(),
    keyword: (values.keyword ?? '').trim(),
  };
  if (values.areaId && values.areaId !== 1) input.areaId = values.areaId;
  return input;
}
