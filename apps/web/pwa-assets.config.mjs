// The installed app's icons (issue 12), generated from the logo's square icon by
// @vite-pwa/assets-generator: `npm run icons:web` writes them into public/icons, where they are
// committed. Change public/icon.svg, run the script again, and commit what it wrote.
import { defineConfig } from '@vite-pwa/assets-generator/config';

// The icon's own terracotta: the padding of a maskable or Apple icon is the same colour as the
// icon's background, so the pot simply sits smaller inside the phone's mask.
const BRAND = '#c2521b';
const NAMES = {
  transparent: (size) => `icons/icon-${size}.png`,
  maskable: (size) => `icons/icon-maskable-${size}.png`,
  apple: () => 'icons/apple-touch-icon.png',
};

export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    // 'any': the square icon edge to edge (launchers that do not mask draw it as it is).
    transparent: { sizes: [192, 512], padding: 0 },
    // 'maskable': the pot well inside the central safe circle (80 %), whatever the mask's shape
    // (in icon.svg its corners already touch that circle; 10 % padding gives it room).
    maskable: { sizes: [192, 512], padding: 0.1, resizeOptions: { background: BRAND } },
    // iOS draws no transparency and rounds the corners itself: the square as it is.
    apple: { sizes: [180], padding: 0, resizeOptions: { background: BRAND } },
    assetName: (type, size) => NAMES[type](size.width),
  },
  images: ['apps/web/public/icon.svg'],
});
