import { defineClientPlugin } from '@kernel/client/plugin';
import { manifest } from '../manifest';

export default defineClientPlugin({
  manifest,
  routes: [
    { path: '/about/about', title: '关于我们', load: () => import('./views/AboutPage') },
    { path: '/about/contact', title: '联系我们', load: () => import('./views/ContactPage') },
    { path: '/about/statement', title: '免责声明', load: () => import('./views/StatementPage') },
    { path: '/about/copyrights', title: '版权声明', load: () => import('./views/CopyrightsPage') },
    { path: '/static/recruitingExperts', title: '专家招募', load: () => import('./views/RecruitingExpertsPage') },
    { path: '/static/recruitingExperts-2', title: '价格专家招募', load: () => import('./views/RecruitingExperts2Page') },
    { path: '/redirectToNew', title: '网站升级', load: () => import('./views/RedirectToNewPage') },
  ],
});
