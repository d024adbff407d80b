/** The demo accounts of the glossary, written only in demo mode (password for all: Demo@2026). */
export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoAccount {
  username: string;
  globalId: string;
  fullName: string;
  kind: 'personal' | 'entMain' | 'entSub';
  /** The enterprise main account of a sub-account. */
  enterprise?: string;
  phone?: string;
  rights: 'vip' | 'none' | 'trial';
  projectCostVip?: boolean;
  m2CanUse?: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demo_vip', globalId: 'G10000001', fullName: '王建国', kind: 'personal', phone: '13800000001', rights: 'vip', projectCostVip: true, m2CanUse: true },
  { username: 'demo_user', globalId: 'G10000002', fullName: '李晓梅', kind: 'personal', phone: '13800000002', rights: 'none' },
  { username: 'demo_trial', globalId: 'G10000003', fullName: '赵工', kind: 'personal', rights: 'trial' },
  { username: 'ent_admin', globalId: 'G10000004', fullName: '浙江恒信工程咨询有限公司', kind: 'entMain', phone: '13800000003', rights: 'vip' },
  { username: 'ent_staff', globalId: 'G10000005', fullName: '陈造价', kind: 'entSub', enterprise: 'ent_admin', phone: '13800000003', rights: 'vip' },
  { username: 'ent_guest', globalId: 'G10000006', fullName: '周实习', kind: 'entSub', enterprise: 'ent_admin', phone: '13800000003', rights: 'none' },
];
