/**
 * The national documents of the corpus: the fee structure, the VAT changes of 2016, 2018 and
 * 2019, the model contract, the quality-retention rules, the settlement rules, the tendering
 * thresholds, the reform plans, the safety-production fee rates and GB/T 50500-2024. Their 文号,
 * issuers and dates are fixed; their figures (11 %, 10 %, 9 % …) are the anchors the provincial
 * relays and the site's own tax arithmetic follow.
 */
import type { PolicyTypeCode } from '../../shared/contract';

export interface NationalSpec {
  code: string;
  type: PolicyTypeCode;
  docNo: string;
  issuer: string;
  title: string;
  publish: string;
  effective: string;
  series: string | null;
}

export const NATIONAL_DOCUMENTS: readonly NationalSpec[] = [
  { code: 'e-bidding', type: 'zhaobiao', docNo: '国家发展和改革委员会令第20号', issuer: '国家发展和改革委员会', title: '电子招标投标办法', publish: '2013-02-04', effective: '2013-05-01', series: null },
  { code: 'fee-items', type: 'jijia', docNo: '建标〔2013〕44号', issuer: '住房和城乡建设部 财政部', title: '住房和城乡建设部 财政部关于印发《建筑安装工程费用项目组成》的通知', publish: '2013-03-21', effective: '2013-07-01', series: null },
  { code: 'contract-2013', type: 'hetong', docNo: '建市〔2013〕56号', issuer: '住房和城乡建设部 国家工商行政管理总局', title: '关于印发《建设工程施工合同（示范文本）》的通知', publish: '2013-04-03', effective: '2013-07-01', series: 'contract:national' },
  { code: 'reform-2014', type: 'guanli', docNo: '建标〔2014〕142号', issuer: '住房和城乡建设部', title: '住房和城乡建设部关于进一步推进工程造价管理改革的指导意见', publish: '2014-09-30', effective: '2014-09-30', series: null },
  { code: 'vat-prep', type: 'shuifei', docNo: '建办标〔2016〕4号', issuer: '住房和城乡建设部办公厅', title: '住房和城乡建设部办公厅关于做好建筑业营改增建设工程计价依据调整准备工作的通知', publish: '2016-02-19', effective: '2016-05-01', series: 'vat:national' },
  { code: 'vat-36', type: 'shuifei', docNo: '财税〔2016〕36号', issuer: '财政部 国家税务总局', title: '财政部 国家税务总局关于全面推开营业税改征增值税试点的通知', publish: '2016-03-23', effective: '2016-05-01', series: null },
  { code: 'retention-2016', type: 'hetong', docNo: '建质〔2016〕295号', issuer: '住房和城乡建设部 财政部', title: '关于印发《建设工程质量保证金管理办法》的通知', publish: '2016-12-15', effective: '2016-12-15', series: 'retention:national' },
  { code: 'retention-2017', type: 'hetong', docNo: '建质〔2017〕138号', issuer: '住房和城乡建设部 财政部', title: '关于印发《建设工程质量保证金管理办法》的通知', publish: '2017-06-20', effective: '2017-07-01', series: 'retention:national' },
  { code: 'contract-2017', type: 'hetong', docNo: '建市〔2017〕214号', issuer: '住房和城乡建设部 国家工商行政管理总局', title: '关于印发《建设工程施工合同（示范文本）》的通知', publish: '2017-09-22', effective: '2017-10-01', series: 'contract:national' },
  { code: 'bidding-16', type: 'zhaobiao', docNo: '国家发展和改革委员会令第16号', issuer: '国家发展和改革委员会', title: '必须招标的工程项目规定', publish: '2018-03-27', effective: '2018-06-01', series: null },
  { code: 'vat-32', type: 'shuifei', docNo: '财税〔2018〕32号', issuer: '财政部 税务总局', title: '财政部 税务总局关于调整增值税税率的通知', publish: '2018-04-04', effective: '2018-05-01', series: 'vat-rate:national' },
  { code: 'vat-20', type: 'shuifei', docNo: '建办标〔2018〕20号', issuer: '住房和城乡建设部办公厅', title: '住房和城乡建设部办公厅关于调整建设工程计价依据增值税税率的通知', publish: '2018-04-09', effective: '2018-05-01', series: 'vat:national' },
  { code: 'vat-39', type: 'shuifei', docNo: '财政部 税务总局 海关总署公告2019年第39号', issuer: '财政部 税务总局 海关总署', title: '关于深化增值税改革有关政策的公告', publish: '2019-03-20', effective: '2019-04-01', series: 'vat-rate:national' },
  { code: 'vat-193', type: 'shuifei', docNo: '建办标函〔2019〕193号', issuer: '住房和城乡建设部办公厅', title: '住房和城乡建设部办公厅关于重新调整建设工程计价依据增值税税率的通知', publish: '2019-03-26', effective: '2019-04-01', series: 'vat:national' },
  { code: 'reform-2020', type: 'guanli', docNo: '建办标〔2020〕38号', issuer: '住房和城乡建设部办公厅', title: '住房和城乡建设部办公厅关于印发工程造价改革工作方案的通知', publish: '2020-07-24', effective: '2020-07-24', series: null },
  { code: 'settlement-2022', type: 'hetong', docNo: '财建〔2022〕183号', issuer: '财政部 住房和城乡建设部', title: '财政部 住房和城乡建设部关于完善建设工程价款结算有关办法的通知', publish: '2022-06-14', effective: '2022-08-01', series: null },
  { code: 'safety-fee-2022', type: 'anquan', docNo: '财资〔2022〕136号', issuer: '财政部 应急管理部', title: '财政部 应急管理部关于印发《企业安全生产费用提取和使用管理办法》的通知', publish: '2022-11-21', effective: '2022-11-21', series: null },
  { code: 'gb50500-2024', type: 'jijia', docNo: '住房和城乡建设部公告2024年第217号', issuer: '住房和城乡建设部', title: '住房和城乡建设部关于发布国家标准《建设工程工程量清单计价标准》的公告', publish: '2024-11-28', effective: '2025-09-01', series: null },
];
