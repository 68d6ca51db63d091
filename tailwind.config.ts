import type { Config } from 'tailwindcss';

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        sans: ['"Inter Variable"', '"Inter Fallback"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      height: { chat: '24rem' },
      maxHeight: { 'side-panel': '42rem' },
      width: { 'side-panel': '12rem', 'side-panel-lg': '14rem' },
    },
  },
} satisfies Config;
