import type { PluginManifest } from '@kernel/core/manifest';
import { feedbackRoutes } from './shared/routes';

export const manifest: PluginManifest = { id: 'feedback', title: '意见反馈', order: 7, pages: Object.values(feedbackRoutes).map((r) => r.pattern) };
