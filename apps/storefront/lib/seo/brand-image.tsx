import { palette } from '@dar/tokens';
import { ImageResponse } from 'next/og';

/**
 * The shop's mark for images made on the server (the Organization logo, default Open Graph
 * image): a house outline in clay on cream. Pictures only, no lettering: the image renderer has
 * no Arabic shaping, and a Latin-only wordmark would not be the Arabic shop's name.
 */
function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" fill="none">
      <path
        d="M8 30 L32 10 L56 30 V54 H40 V38 H24 V54 H8 Z"
        stroke={palette.clay[600]}
        strokeWidth={4}
        strokeLinejoin="round"
        fill={palette.clay[100]}
      />
    </svg>
  );
}

export function brandImage({
  width,
  height,
  markSize,
}: {
  width: number;
  height: number;
  markSize: number;
}): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: palette.clay[50],
      }}
    >
      <Mark size={markSize} />
    </div>,
    { width, height },
  );
}
