/**
 * Pictures for the demo family, drawn here so that no binary file is kept in the repository: quiet landscapes
 * (birches on green hills under a pale sky) and portrait placeholders with the person's initials.
 */
export async function landscapePng(variant: number): Promise<Buffer> {
  const sky = 195 + (variant % 4) * 12;
  const birches = [90, 140, 175, 640, 700].map((x, i) => {
    const top = 250 + ((i + variant) % 3) * 14;
    return (
      `<ellipse cx="${x + 4}" cy="${top}" rx="38" ry="70" fill="hsl(${85 + i * 6},32%,${44 + i * 3}%)" opacity="0.9"/>` +
      `<rect x="${x}" y="${top + 40}" width="9" height="${500 - top}" fill="#f4f1ea"/>` +
      `<rect x="${x}" y="${top + 90}" width="9" height="4" fill="#3a3a3a"/>` +
      `<rect x="${x}" y="${top + 150}" width="9" height="3" fill="#3a3a3a"/>`
    );
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${sky},45%,80%)"/><stop offset="1" stop-color="hsl(${sky + 15},35%,95%)"/>
</linearGradient></defs>
<rect width="800" height="600" fill="url(#s)"/>
<circle cx="${560 + (variant % 3) * 40}" cy="140" r="56" fill="hsl(45,80%,93%)"/>
<path d="M0 420 Q 200 ${330 + variant * 6} 400 400 T 800 380 V600 H0Z" fill="hsl(100,22%,62%)"/>
${birches.join('')}
<path d="M0 490 Q 250 430 500 480 T 800 460 V600 H0Z" fill="hsl(95,30%,42%)"/>
</svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function portraitPng(initials: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
<defs><radialGradient id="g" cx="0.5" cy="0.4" r="0.8">
<stop offset="0" stop-color="hsl(${hue},25%,86%)"/><stop offset="1" stop-color="hsl(${hue},20%,62%)"/>
</radialGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
<circle cx="300" cy="235" r="105" fill="hsl(${hue},15%,40%)" opacity="0.5"/>
<path d="M110 600 Q 120 380 300 370 Q 480 380 490 600Z" fill="hsl(${hue},15%,40%)" opacity="0.5"/>
<text x="300" y="555" font-family="serif" font-size="64" text-anchor="middle" fill="#fff">${initials}</text>
</svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}
