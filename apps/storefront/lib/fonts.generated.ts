/* Written by scripts/fonts.mjs from the @fontsource packages; do not edit. */
export const fontFiles = [
  {
    "key": "cairoArabic",
    "href": "/fonts/cairo-arabic-core-wght.c9078761f6.woff2",
    "preload": [
      "ar"
    ]
  },
  {
    "key": "cairoArabicRest",
    "href": "/fonts/cairo-arabic-wght.748022f50c.woff2",
    "preload": []
  },
  {
    "key": "cairoLatin",
    "href": "/fonts/cairo-latin-core-wght.5843485abb.woff2",
    "preload": [
      "ar"
    ]
  },
  {
    "key": "cairoLatinRest",
    "href": "/fonts/cairo-latin-wght.82c13cbd13.woff2",
    "preload": []
  },
  {
    "key": "interLatin",
    "href": "/fonts/inter-latin-core-wght.36bdb9e441.woff2",
    "preload": [
      "en"
    ]
  },
  {
    "key": "interLatinRest",
    "href": "/fonts/inter-latin-wght.3100e775e8.woff2",
    "preload": []
  },
  {
    "key": "cairoWords",
    "href": "/fonts/cairo-words-wght.bdaf0eecfb.woff2",
    "preload": [
      "en"
    ]
  }
] as const;

export const fontFaceCss = "@font-face {\n  font-family: 'Dar Cairo';\n  font-style: normal;\n  font-weight: 200 1000;\n  font-display: swap;\n  src: url('/fonts/cairo-arabic-core-wght.c9078761f6.woff2') format('woff2');\n  unicode-range: U+060C, U+061B-061C, U+061F, U+0621-0655, U+0660-066C, U+0670, U+200C-200E;\n}\n\n@font-face {\n  font-family: 'Dar Cairo';\n  font-style: normal;\n  font-weight: 200 1000;\n  font-display: swap;\n  src: url('/fonts/cairo-arabic-wght.748022f50c.woff2') format('woff2');\n  unicode-range: U+0600-060B, U+060D-061A, U+061D-061E, U+0620, U+0656-065F, U+066D-066F, U+0671-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EEF1;\n}\n\n@font-face {\n  font-family: 'Dar Cairo';\n  font-style: normal;\n  font-weight: 200 1000;\n  font-display: swap;\n  src: url('/fonts/cairo-latin-core-wght.5843485abb.woff2') format('woff2');\n  unicode-range: U+0020-007E, U+00A0-00BF, U+00D7, U+00F7, U+2000-2011, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026-202F, U+2060-2069, U+20AC, U+2122, U+2212;\n}\n\n@font-face {\n  font-family: 'Dar Cairo';\n  font-style: normal;\n  font-weight: 200 1000;\n  font-display: swap;\n  src: url('/fonts/cairo-latin-wght.82c13cbd13.woff2') format('woff2');\n  unicode-range: U+0000-001F, U+007F-009F, U+00C0-00D6, U+00D8-00F6, U+00F8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2030-205F, U+206A-206F, U+2191, U+2193, U+2215, U+FEFF, U+FFFD;\n}\n\n@font-face {\n  font-family: 'Dar Inter';\n  font-style: normal;\n  font-weight: 100 900;\n  font-display: swap;\n  src: url('/fonts/inter-latin-core-wght.36bdb9e441.woff2') format('woff2');\n  unicode-range: U+0020-007E, U+00A0-00BF, U+00D7, U+00F7, U+2000-2011, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026-202F, U+2060-2069, U+20AC, U+2122, U+2212;\n}\n\n@font-face {\n  font-family: 'Dar Inter';\n  font-style: normal;\n  font-weight: 100 900;\n  font-display: swap;\n  src: url('/fonts/inter-latin-wght.3100e775e8.woff2') format('woff2');\n  unicode-range: U+0000-001F, U+007F-009F, U+00C0-00D6, U+00D8-00F6, U+00F8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2030-205F, U+206A-206F, U+2191, U+2193, U+2215, U+FEFF, U+FFFD;\n}\n\n@font-face {\n  font-family: 'Dar Cairo Words';\n  font-style: normal;\n  font-weight: 200 1000;\n  font-display: swap;\n  src: url('/fonts/cairo-words-wght.bdaf0eecfb.woff2') format('woff2');\n  unicode-range: U+627, U+628, U+629, U+631, U+639, U+644, U+64A;\n}\n\n@font-face {\n  font-family: 'Dar Cairo Fallback';\n  src: local('Arial');\n  ascent-override: 137.28%; descent-override: 60.16%; line-gap-override: 0%; size-adjust: 94.91%;\n}\n\n@font-face {\n  font-family: 'Dar Inter Fallback';\n  src: local('Arial');\n  ascent-override: 89.79%; descent-override: 22.36%; line-gap-override: 0%; size-adjust: 107.89%;\n}\n\n:root {\n  --dar-font-arabic: 'Dar Cairo', 'Dar Cairo Fallback';\n  --dar-font-latin: 'Dar Inter', 'Dar Cairo Words', 'Dar Inter Fallback';\n}\n";

/** The rules' stylesheet (app/fonts/faces.css/route.ts), kept a year: a new text is a new address. */
export const fontFacesHref = '/fonts/faces.css?v=a32a4dd9e9';
