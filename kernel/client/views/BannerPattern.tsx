/** The decorative grid and rising index line drawn over the blue page banners (about, user centre). */
export function BannerPattern() {
  return (
    <svg width="640" height="220" viewBox="0 0 640 220" style={{ position: 'absolute', right: 0, top: 0 }} aria-hidden="true" focusable="false">
      <g stroke="rgba(255,255,255,0.07)" strokeWidth="1">
        {Array.from({ length: 21 }, (_, i) => (
          <path key={`v${i}`} d={`M${i * 32} 0 V220`} />
        ))}
        {Array.from({ length: 8 }, (_, i) => (
          <path key={`h${i}`} d={`M0 ${i * 32} H640`} />
        ))}
      </g>
      <path d="M180 190 L260 150 L330 165 L400 110 L470 125 L540 70 L610 50" fill="none" stroke="rgba(245,166,35,0.8)" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="610" cy="50" r="5" fill="#f5a623" />
    </svg>
  );
}
