/* Written by scripts/fonts.mjs from the @fontsource packages; do not edit. */
export const fontFiles = [
  {
    "key": "cairoArabic",
    "href": "/fonts/cairo-arabic-wght.748022f50c.woff2",
    "preload": [
      "ar"
    ]
  },
  {
    "key": "cairoLatin",
    "href": "/fonts/cairo-latin-wght.82c13cbd13.woff2",
    "preload": [
      "ar"
    ]
  },
  {
    "key": "interLatin",
    "href": "/fonts/inter-latin-wght.3100e775e8.woff2",
    "preload": [
      "en"
    ]
  },
  {
    "key": "cairoWords",
    "href": "/fonts/cairo-words-wght.bdaf0eecfb.woff2",
    "preload": [
      "en"
    ]
  }
] as const;

export const fontFaceCss = "@font-face {\n  font-family: 'Dar Cairo';\n  font-style: normal;\n  font-weight: 200 1000;\n  font-display: swap;\n  src: url('/fonts/cairo-arabic-wght.748022f50c.woff2') format('woff2');\n  unicode-range: U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EEF1;\n}\n\n@font-face {\n  font-family: 'Dar Cairo';\n  font-style: normal;\n  font-weight: 200 1000;\n  font-display: swap;\n  src: url('/fonts/cairo-latin-wght.82c13cbd13.woff2') format('woff2');\n  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;\n}\n\n@font-face {\n  font-family: 'Dar Inter';\n  font-style: normal;\n  font-weight: 100 900;\n  font-display: swap;\n  src: url('/fonts/inter-latin-wght.3100e775e8.woff2') format('woff2');\n  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;\n}\n\n@font-face {\n  font-family: 'Dar Cairo Words';\n  font-style: normal;\n  font-weight: 200 1000;\n  font-display: swap;\n  src: url('/fonts/cairo-words-wght.bdaf0eecfb.woff2') format('woff2');\n  unicode-range: U+627, U+628, U+629, U+631, U+639, U+644, U+64A;\n}\n\n@font-face {\n  font-family: 'Dar Cairo Fallback';\n  src: local('Arial');\n  ascent-override: 137.28%; descent-override: 60.16%; line-gap-override: 0%; size-adjust: 94.91%;\n}\n\n@font-face {\n  font-family: 'Dar Inter Fallback';\n  src: local('Arial');\n  ascent-override: 89.79%; descent-override: 22.36%; line-gap-override: 0%; size-adjust: 107.89%;\n}\n\n:root {\n  --dar-font-arabic: 'Dar Cairo', 'Dar Cairo Fallback';\n  --dar-font-latin: 'Dar Inter', 'Dar Cairo Words', 'Dar Inter Fallback';\n}\n";

/** The rules' stylesheet (app/fonts/faces.css/route.ts), kept a year: a new text is a new address. */
export const fontFacesHref = '/fonts/faces.css?v=39616f991f';
