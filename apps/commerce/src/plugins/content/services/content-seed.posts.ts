import type { Localized } from './content-seed.pages';

/** Shapes of ./blog-covers.ts. */
export type CoverScene = 'care' | 'small-space' | 'ramadan' | 'sofa' | 'office' | 'bedroom';

export interface SeedPost {
  slug: string;
  /** Days before the seed that the post was published; the newest has the smallest. */
  publishedDaysAgo: number;
  cover: { scene: CoverScene; background: string; accent: string };
  title: Localized;
  excerpt: Localized;
  body: Localized;
}

export const SEED_POSTS: readonly SeedPost[] = [
  {
    slug: 'caring-for-wooden-furniture',
    publishedDaysAgo: 3,
    cover: { scene: 'care', background: '#e8dccb', accent: '#8a5f3c' },
    title: {
      ar: 'كيف تعتني بأثاثك الخشبي في مناخ مصر',
      en: "Caring for wooden furniture in Egypt's climate",
    },
    excerpt: {
      ar: 'الغبار والشمس والرطوبة أعداء الخشب الثلاثة. عادات بسيطة تحافظ على لمعة أثاثك لسنوات طويلة.',
      en: 'Dust, sun and humidity are the three enemies of wood. A few simple habits keep your furniture looking its best for years.',
    },
    body: {
      ar: `<p>الخشب مادة حية تتمدد وتنكمش مع الحرارة والرطوبة، ومناخنا بين صيف حار وشتاء رطب في المدن الساحلية يضعه تحت اختبار دائم. الخبر الجيد أن العناية به لا تحتاج إلى وقت طويل.</p>
<h2>امسح الغبار بانتظام</h2>
<p>الغبار في القاهرة لا يرحم، وحبيباته تخدش الطبقة الواقية مع الوقت. امسح الأسطح مرتين في الأسبوع بقطعة قماش ناعمة من الميكروفايبر، جافة أو مبللة قليلًا بالماء، ثم جففها فورًا.</p>
<h2>أبعده عن الشمس المباشرة</h2>
<p>أشعة الشمس تفتّح لون الخشب بشكل غير متساوٍ. استخدم الستائر في ساعات الظهيرة، وغيّر أماكن الإكسسوارات على الطاولات من وقت لآخر حتى لا تترك أثرًا.</p>
<h2>انتبه للرطوبة والحرارة</h2>
<ul>
<li>اترك مسافة بين الأثاث ووحدات التكييف والدفايات.</li>
<li>في الإسكندرية والمدن الساحلية، هوِّ الغرف جيدًا، ولا تلصق الدواليب بالجدران الخارجية.</li>
<li>استخدم دائمًا قواعد للأكواب الساخنة والباردة.</li>
</ul>
<h2>لمعة كل بضعة أشهر</h2>
<p>استخدم ملمع أثاث خاليًا من السيليكون مرة كل ثلاثة أشهر، وتجنب المنظفات التي تحتوي على الأمونيا أو الكلور. إذا ظهر خدش بسيط، فقلم إصلاح بلون الخشب يخفيه في دقائق.</p>`,
      en: `<p>Wood is a living material: it expands and contracts with heat and humidity, and our climate, with hot summers and humid coastal winters, tests it constantly. The good news is that caring for it takes very little time.</p>
<h2>Dust regularly</h2>
<p>Cairo dust is relentless, and its fine grains scratch the protective finish over time. Wipe surfaces twice a week with a soft microfibre cloth, dry or lightly dampened with water, then dry them straight away.</p>
<h2>Keep it out of direct sun</h2>
<p>Sunlight bleaches wood unevenly. Draw the curtains in the midday hours, and move the objects on your tables from time to time so they do not leave a mark.</p>
<h2>Mind humidity and heat</h2>
<ul>
<li>Keep furniture away from air conditioning units and heaters.</li>
<li>In Alexandria and other coastal cities, air rooms well and do not push wardrobes against outside walls.</li>
<li>Always use coasters for hot and cold drinks.</li>
</ul>
<h2>A polish every few months</h2>
<p>Use a silicone-free furniture polish every three months, and avoid cleaners containing ammonia or bleach. A small scratch disappears in minutes with a touch-up pen in the colour of the wood.</p>`,
    },
  },
  {
    slug: 'small-apartment-big-ideas',
    publishedDaysAgo: 12,
    cover: { scene: 'small-space', background: '#dfe7e2', accent: '#3f6b73' },
    title: {
      ar: 'شقة صغيرة وأفكار كبيرة: كيف تجعل المساحة تبدو أوسع',
      en: 'Small apartment, big ideas: making a space feel larger',
    },
    excerpt: {
      ar: 'الألوان الفاتحة والأثاث متعدد الاستخدامات والتخزين الذكي تصنع فرقًا كبيرًا في الشقق الصغيرة.',
      en: 'Light colours, multi-purpose furniture and clever storage make a big difference in a small flat.',
    },
    body: {
      ar: `<p>كثير من الشقق الجديدة في القاهرة والجيزة أصغر مما اعتدنا عليه، لكن المساحة المحدودة لا تعني بيتًا مزدحمًا. السر في اختيار القطع بعناية.</p>
<h2>اختر أثاثًا بأرجل ظاهرة</h2>
<p>الكنبة أو الكرسي المرفوع على أرجل رفيعة يترك الأرضية ظاهرة تحته، فتبدو الغرفة أوسع. وكذلك الطاولات ذات الأسطح الزجاجية أو الخفيفة.</p>
<h2>قطعة واحدة لأكثر من مهمة</h2>
<ul>
<li>سرير بأدراج تخزين بدلًا من دولاب إضافي.</li>
<li>طاولة سفرة قابلة للتمديد تستقبل الضيوف في العزائم وتصغر في باقي الأيام.</li>
<li>مكتبة مفتوحة تفصل بين المعيشة وركن المكتب دون أن تحجب الضوء.</li>
</ul>
<h2>استغل الارتفاع</h2>
<p>الأرفف المعلقة والدواليب الطويلة حتى السقف تمنحك تخزينًا كبيرًا دون أن تأكل من مساحة الأرضية.</p>
<h2>الألوان والضوء</h2>
<p>الجدران الفاتحة والأقمشة بدرجات البيج والرمادي الفاتح تعكس الضوء، ومرآة كبيرة مقابل النافذة تضاعف الإحساس بالمساحة. اترك لنفسك قطعة واحدة بلون جريء لتعطي الغرفة شخصيتها.</p>`,
      en: `<p>Many new flats in Cairo and Giza are smaller than we are used to, but limited space does not have to mean a crowded home. The secret is choosing each piece with care.</p>
<h2>Choose furniture on visible legs</h2>
<p>A sofa or armchair raised on slim legs leaves the floor visible beneath it, so the room looks larger. The same goes for tables with glass or light tops.</p>
<h2>One piece, several jobs</h2>
<ul>
<li>A bed with storage drawers instead of an extra wardrobe.</li>
<li>An extending dining table that seats guests for family dinners and stays compact the rest of the week.</li>
<li>An open bookshelf that separates the living area from a work corner without blocking the light.</li>
</ul>
<h2>Use the height</h2>
<p>Wall shelves and floor-to-ceiling wardrobes give you plenty of storage without eating into floor space.</p>
<h2>Colour and light</h2>
<p>Light walls and fabrics in beige and pale grey reflect the light, and a large mirror opposite the window doubles the sense of space. Keep one boldly coloured piece to give the room its character.</p>`,
    },
  },
  {
    slug: 'preparing-your-home-for-ramadan',
    publishedDaysAgo: 21,
    cover: { scene: 'ramadan', background: '#23324a', accent: '#e0b85c' },
    title: {
      ar: 'بيتك في رمضان: تجهيزات للإفطار والسهرة',
      en: 'Your home in Ramadan: ready for iftar and long evenings',
    },
    excerpt: {
      ar: 'سفرة تتسع للعائلة، وجلسة مريحة للسهرة، ولمسات دافئة من الفوانيس والإضاءة. أفكار لتستقبل الشهر الكريم.',
      en: 'A table that seats the whole family, a comfortable corner for the evenings and warm touches of lanterns and light: ideas to welcome the holy month.',
    },
    body: {
      ar: `<p>رمضان شهر اللمة: إفطار مع العائلة، وضيوف بعد التراويح، وسهرات تمتد حتى السحور. بعض التجهيزات البسيطة تجعل البيت جاهزًا لكل ذلك.</p>
<h2>سفرة تتسع للجميع</h2>
<p>إذا كانت عزائم الإفطار تتكرر عندك، ففكر في طاولة سفرة قابلة للتمديد أو أضف كراسي خفيفة يسهل تخزينها. ومفرش بلون دافئ مع أطباق التقديم الكبيرة يصنع نصف الأجواء.</p>
<h2>جلسة للسهرة</h2>
<p>رتّب غرفة المعيشة بحيث يواجه الجميع بعضهم، وأضف وسائد أرضية أو كنبة ركنية لمزيد من المقاعد. طاولة قهوة متينة تحمل صواني الكنافة والقطايف والمشروبات.</p>
<h2>الإضاءة هي السر</h2>
<ul>
<li>فوانيس بأحجام مختلفة عند المدخل وفي الشرفة.</li>
<li>إضاءة دافئة خافتة بدلًا من الأضواء البيضاء القوية في المساء.</li>
<li>حبال إضاءة صغيرة على الأرفف أو حول المرايا.</li>
</ul>
<h2>نظافة سهلة</h2>
<p>مع كثرة الضيوف، اختر أقمشة سهلة التنظيف للكنب، واحتفظ بمنظف مناسب للبقع في متناول يدك. وكل عام وأنتم بخير.</p>`,
      en: `<p>Ramadan is the month of togetherness: iftar with the family, guests after taraweeh, and evenings that last until suhoor. A few simple preparations get your home ready for all of it.</p>
<h2>A table for everyone</h2>
<p>If you host iftar often, consider an extending dining table, or add light chairs that store away easily. A warm-coloured tablecloth and large serving dishes create half the atmosphere.</p>
<h2>A corner for the evenings</h2>
<p>Arrange the living room so everyone faces each other, and add floor cushions or a corner sofa for extra seats. A sturdy coffee table carries the trays of kunafa, qatayef and drinks.</p>
<h2>Light is the secret</h2>
<ul>
<li>Lanterns of different sizes at the entrance and on the balcony.</li>
<li>Soft, warm lighting instead of bright white lights in the evening.</li>
<li>Small string lights along shelves or around mirrors.</li>
</ul>
<h2>Easy cleaning</h2>
<p>With so many guests, choose easy-clean fabrics for your sofas and keep a suitable stain remover within reach. Ramadan Kareem.</p>`,
    },
  },
  {
    slug: 'how-to-choose-a-sofa',
    publishedDaysAgo: 30,
    cover: { scene: 'sofa', background: '#efe3d3', accent: '#7a8f9c' },
    title: {
      ar: 'دليلك لاختيار الكنبة المناسبة',
      en: 'How to choose the right sofa',
    },
    excerpt: {
      ar: 'المقاس والهيكل والقماش والعمق: أسئلة تسألها لنفسك قبل شراء الكنبة التي ستجلس عليها سنوات.',
      en: 'Size, frame, fabric and depth: the questions to ask yourself before buying the sofa you will sit on for years.',
    },
    body: {
      ar: `<p>الكنبة أكثر قطعة تُستخدم في البيت، وهي غالبًا أول ما يراه الضيف. لذلك يستحق اختيارها بعض التفكير.</p>
<h2>ابدأ بالمقاس</h2>
<p>قس الحائط الذي ستوضع أمامه، واترك ٦٠ سنتيمترًا على الأقل للممر أمامها. لا تنس قياس الباب والمصعد والسلم: كثير من الكنب تعود لأنها لم تمر من الباب.</p>
<h2>الهيكل قبل الشكل</h2>
<p>الهيكل من الخشب الصلب المجفف يعيش أطول بكثير من الخشب المضغوط. اسأل عن نوع الخشب وعن الضمان، فالضمان الطويل علامة على ثقة الصانع.</p>
<h2>القماش حسب حياتك</h2>
<ul>
<li>أطفال أو حيوانات أليفة؟ اختر قماشًا سهل التنظيف ومقاومًا للبقع بلون متوسط.</li>
<li>تحب الفخامة؟ القطيفة جميلة لكنها تحتاج إلى عناية أكثر.</li>
<li>الكتان والقطن يمنحان إحساسًا طبيعيًا ومريحًا في الصيف.</li>
</ul>
<h2>العمق والارتفاع</h2>
<p>إذا كنت تحب الجلوس باستقامة، فعمق مقعد بين ٥٥ و٦٠ سنتيمترًا مناسب. أما لمحبي الاسترخاء ومشاهدة الأفلام، فاختر عمقًا أكبر ووسائد ظهر لينة.</p>
<p>وفي النهاية، اجلس عليها إن استطعت: الراحة إحساس شخصي لا تنقله الصور.</p>`,
      en: `<p>The sofa is the most used piece in the home, and often the first thing a guest sees. Choosing it deserves some thought.</p>
<h2>Start with the size</h2>
<p>Measure the wall it will stand against, and leave at least 60 centimetres of walkway in front of it. Do not forget to measure the door, the lift and the stairs: many sofas go back because they did not fit through the door.</p>
<h2>Frame before looks</h2>
<p>A frame of kiln-dried solid wood lasts far longer than one of particle board. Ask about the wood and the warranty: a long warranty shows the maker's confidence.</p>
<h2>A fabric for your life</h2>
<ul>
<li>Children or pets? Choose an easy-clean, stain-resistant fabric in a mid-tone.</li>
<li>Love a touch of luxury? Velvet is beautiful but needs more care.</li>
<li>Linen and cotton feel natural and comfortable in summer.</li>
</ul>
<h2>Depth and height</h2>
<p>If you like to sit upright, a seat depth of 55 to 60 centimetres suits you. For lounging and film nights, choose a deeper seat with soft back cushions.</p>
<p>Finally, sit on it if you can: comfort is personal, and no photo can tell you how a sofa feels.</p>`,
    },
  },
  {
    slug: 'a-home-office-that-works',
    publishedDaysAgo: 44,
    cover: { scene: 'office', background: '#e4e6ea', accent: '#3d4a5c' },
    title: {
      ar: 'ركن مكتب في البيت يساعدك على التركيز',
      en: 'A home office that helps you focus',
    },
    excerpt: {
      ar: 'كرسي مريح، وإضاءة جيدة، وتخزين منظم: أساسيات العمل من البيت دون آلام الظهر.',
      en: 'A comfortable chair, good light and tidy storage: the basics of working from home without back pain.',
    },
    body: {
      ar: `<p>سواء كنت تعمل من البيت يوميًا أو يذاكر أبناؤك في المساء، فإن ركن مكتب مدروس يوفر عليك الكثير من التعب.</p>
<h2>الكرسي أهم من المكتب</h2>
<p>اختر كرسيًا بمسند لأسفل الظهر وارتفاع قابل للضبط، بحيث تكون قدماك على الأرض وركبتاك بزاوية قائمة. مساند الذراعين المريحة تخفف الضغط على الكتفين.</p>
<h2>الشاشة في مستوى النظر</h2>
<p>يجب أن يكون أعلى الشاشة عند مستوى عينيك تقريبًا، وعلى بعد ذراع منك. إن كنت تعمل على لابتوب، فاستخدم حاملًا ولوحة مفاتيح منفصلة.</p>
<h2>الضوء الطبيعي</h2>
<p>ضع المكتب بجانب النافذة لا أمامها ولا خلفها، لتتجنب الانعكاس على الشاشة. وأضف مصباح مكتب بضوء دافئ للمساء.</p>
<h2>مكان لكل شيء</h2>
<ul>
<li>مكتبة أو أرفف قريبة للملفات والكتب.</li>
<li>أدراج صغيرة للأوراق والأسلاك.</li>
<li>نبتة صغيرة تضيف حياة للركن.</li>
</ul>
<p>وفي نهاية اليوم، رتّب مكتبك في دقيقتين: بداية الصباح على مكتب نظيف تصنع فرقًا.</p>`,
      en: `<p>Whether you work from home every day or your children study in the evenings, a well-planned work corner saves a lot of strain.</p>
<h2>The chair matters more than the desk</h2>
<p>Choose a chair with lumbar support and adjustable height, so that your feet rest on the floor and your knees are at a right angle. Comfortable armrests take the load off your shoulders.</p>
<h2>Screen at eye level</h2>
<p>The top of the screen should be roughly at eye level and an arm's length away. If you work on a laptop, use a stand and a separate keyboard.</p>
<h2>Daylight</h2>
<p>Put the desk beside the window, not facing it or with your back to it, to avoid glare on the screen. Add a desk lamp with warm light for the evenings.</p>
<h2>A place for everything</h2>
<ul>
<li>A bookshelf or shelves within reach for files and books.</li>
<li>Small drawers for papers and cables.</li>
<li>A small plant to bring the corner to life.</li>
</ul>
<p>At the end of the day, spend two minutes tidying: starting the morning at a clear desk makes a difference.</p>`,
    },
  },
  {
    slug: 'a-bedroom-for-better-sleep',
    publishedDaysAgo: 58,
    cover: { scene: 'bedroom', background: '#e9e1ef', accent: '#6d5a80' },
    title: {
      ar: 'غرفة نوم تساعدك على نوم أهدأ',
      en: 'A bedroom for better sleep',
    },
    excerpt: {
      ar: 'الألوان الهادئة والمرتبة المناسبة والتخلص من الفوضى: خطوات بسيطة لغرفة نوم مريحة.',
      en: 'Calm colours, the right mattress and less clutter: simple steps to a restful bedroom.',
    },
    body: {
      ar: `<p>نقضي ثلث حياتنا في غرفة النوم، ومع ذلك كثيرًا ما تكون آخر غرفة نهتم بها. إليك ما يجعلها مكانًا للراحة فعلًا.</p>
<h2>ألوان هادئة</h2>
<p>درجات الأزرق الفاتح والأخضر الزيتوني والبيج تبعث على الهدوء. احتفظ بالألوان القوية للإكسسوارات الصغيرة.</p>
<h2>السرير والمرتبة</h2>
<p>اختر سريرًا أكبر بعشرين سنتيمترًا على الأقل من طولك، ومرتبة تناسب طريقة نومك: المرتبة المتوسطة الصلابة تناسب معظم الناس. السرير المنجد بظهر مرتفع يمنحك مسندًا مريحًا للقراءة.</p>
<h2>وداعًا للفوضى</h2>
<p>الغرفة المزدحمة تشغل العقل. دولاب بأبواب يخفي الملابس، وأدراج تحت السرير للبطاطين الشتوية، ومنضدة جانبية لا تحمل إلا الضروري.</p>
<h2>الضوء والهواء</h2>
<ul>
<li>ستائر معتمة تحجب أضواء الشارع.</li>
<li>إضاءة جانبية خافتة بدلًا من ضوء السقف قبل النوم.</li>
<li>تهوية جيدة، وحرارة معتدلة بين ٢٢ و٢٤ درجة في الصيف.</li>
</ul>
<p>وأخيرًا، اجعل الهاتف خارج السرير: أفضل ما يمكن أن تقدمه لنومك.</p>`,
      en: `<p>We spend a third of our lives in the bedroom, yet it is often the last room we look after. Here is what makes it truly restful.</p>
<h2>Calm colours</h2>
<p>Soft blues, olive greens and beiges have a calming effect. Keep strong colours for small accessories.</p>
<h2>Bed and mattress</h2>
<p>Choose a bed at least twenty centimetres longer than you are tall, and a mattress that suits the way you sleep: medium-firm suits most people. An upholstered bed with a high headboard gives you a comfortable back rest for reading.</p>
<h2>Goodbye, clutter</h2>
<p>A crowded room keeps the mind busy. A wardrobe with doors hides clothes, drawers under the bed hold winter blankets, and a bedside table carries only what you need.</p>
<h2>Light and air</h2>
<ul>
<li>Blackout curtains to keep out the street lights.</li>
<li>Soft bedside lamps instead of the ceiling light before bed.</li>
<li>Good ventilation, and a moderate 22 to 24 degrees in summer.</li>
</ul>
<p>Finally, keep your phone out of bed: the best gift you can give your sleep.</p>`,
    },
  },
];
