import './ui.css';

/** The Mijote pot: a simmering cocotte with three wisps of steam. Same drawing as /favicon.svg. */
export function LogoMark({ size = 32, className = 'logo-mark' }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M11.5 8c-1.4-1.6 1.4-2.8 0-4.6M16 8c-1.4-1.6 1.4-2.8 0-4.6M20.5 8c-1.4-1.6 1.4-2.8 0-4.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        opacity=".55"
      />
      <path d="M6 15.2a10 4.2 0 0 1 20 0zM14.4 10.2h3.2a.8.8 0 0 1 0 1.6h-3.2a.8.8 0 0 1 0-1.6z" fill="currentColor" />
      <path d="M4.5 16.8h23v6.2a5 5 0 0 1-5 5h-13a5 5 0 0 1-5-5z" fill="currentColor" />
      <path d="M4.5 19.5H2M27.5 19.5H30" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M8.5 20.5h15" stroke="var(--logo-band, #fff)" strokeWidth="1.6" strokeLinecap="round" opacity=".5" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo-word">Mijote</span>
    </span>
  );
}
