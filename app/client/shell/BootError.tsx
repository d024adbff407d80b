/**
 * Shown when the site cannot start at all (for example a plugin configuration with a dependency
 * cycle). Plain markup: the design system may be what failed.
 */
export function BootError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main style={{ maxWidth: 640, margin: '120px auto', fontFamily: 'system-ui, "PingFang SC", "Microsoft YaHei", sans-serif', color: '#1f2937' }}>
      <h1 style={{ fontSize: 24, marginBottom: 12 }}>网站启动失败</h1>
      <p style={{ lineHeight: 1.8 }}>站点配置有误，暂时无法提供服务。请联系管理员检查插件配置（app/plugins.config.ts）。</p>
      <pre role="alert" style={{ background: '#f4f6fa', padding: 16, borderRadius: 6, whiteSpace: 'pre-wrap' }}>{detail}</pre>
    </main>
  );
}
