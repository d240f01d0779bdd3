/**
 * The shop's static pages as a new database starts with them, in Arabic and English. Staff edit
 * them afterwards in the Admin API; the seed never overwrites them. Bodies are HTML (h2, p, ul,
 * li, strong, a); links are relative to the storefront, and Arabic ones carry no language prefix.
 */

export interface Localized {
  ar: string;
  en: string;
}

export interface SeedPage {
  slug: string;
  title: Localized;
  body: Localized;
}

/** The return window promised in the returns policy and the FAQs. */
export const RETURN_WINDOW_DAYS = 30;
export const SUPPORT_PHONE = '16358';

export const SEED_PAGES: readonly SeedPage[] = [
  {
    slug: 'about',
    title: { ar: 'من نحن', en: 'About us' },
    body: {
      ar: `<h2>دار: بيتك كما تحب أن تراه</h2>
<p>بدأت دار من فكرة بسيطة: أن يجد كل بيت مصري أثاثًا جميلًا يعيش معه سنوات، بسعر عادل ومن غير عناء. نصمم قطعنا مع ورش مصرية في دمياط والقاهرة، ونختار الخشب والأقمشة بعناية لتتحمل الاستخدام اليومي وحرارة الصيف ورطوبة الشتاء.</p>
<h2>ما نؤمن به</h2>
<ul>
<li><strong>الجودة أولًا:</strong> كل قطعة تمر بفحص قبل أن تغادر المخزن، ونضمن هياكلنا الخشبية لسنوات.</li>
<li><strong>الوضوح:</strong> السعر الذي تراه شامل ضريبة القيمة المضافة، وتكلفة التوصيل تظهر لك قبل أن تؤكد طلبك.</li>
<li><strong>الراحة:</strong> نوصّل إلى باب بيتك في كل محافظات مصر، ويركّب فريقنا القطع التي تحتاج إلى تركيب.</li>
<li><strong>الاطمئنان:</strong> لديك ${RETURN_WINDOW_DAYS} يومًا لإرجاع ما لا يناسبك.</li>
</ul>
<h2>نحن هنا من أجلك</h2>
<p>فريق خدمة العملاء متاح يوميًا من العاشرة صباحًا حتى العاشرة مساءً على الرقم <strong>${SUPPORT_PHONE}</strong>، أو من خلال <a href="/contact-us">صفحة التواصل</a>. يسعدنا أن نساعدك في اختيار المقاس المناسب أو اللون الذي يكمل غرفتك.</p>`,
      en: `<h2>Dar: your home, the way you want it</h2>
<p>Dar began with a simple idea: every Egyptian home deserves beautiful furniture that lasts for years, at a fair price and without the hassle. We design our pieces with Egyptian workshops in Damietta and Cairo, and choose woods and fabrics that stand up to daily life, summer heat and winter humidity.</p>
<h2>What we believe in</h2>
<ul>
<li><strong>Quality first:</strong> every piece is inspected before it leaves our warehouse, and our wooden frames are guaranteed for years.</li>
<li><strong>Clarity:</strong> the price you see includes VAT, and the delivery cost is shown before you confirm your order.</li>
<li><strong>Convenience:</strong> we deliver to your door in every governorate of Egypt, and our team assembles the pieces that need it.</li>
<li><strong>Peace of mind:</strong> you have ${RETURN_WINDOW_DAYS} days to return anything that is not right for you.</li>
</ul>
<h2>We are here for you</h2>
<p>Our customer care team is available every day from 10 am to 10 pm on <strong>${SUPPORT_PHONE}</strong>, or through our <a href="/en/contact-us">contact page</a>. We are glad to help you choose the right size or the colour that completes your room.</p>`,
    },
  },
  {
    slug: 'terms-conditions',
    title: { ar: 'الشروط والأحكام', en: 'Terms and conditions' },
    body: {
      ar: `<p>مرحبًا بك في متجر دار. باستخدامك للموقع أو إتمامك لطلب، فإنك توافق على الشروط التالية. نرجو قراءتها بعناية.</p>
<h2>١. الحساب</h2>
<p>أنت مسؤول عن صحة البيانات التي تسجلها وعن سرية كلمة المرور الخاصة بك. نحتاج إلى بريد إلكتروني مؤكد ورقم هاتف صحيح للتواصل معك بخصوص طلباتك والتوصيل.</p>
<h2>٢. الأسعار والمنتجات</h2>
<p>جميع الأسعار بالجنيه المصري وشاملة ضريبة القيمة المضافة بنسبة ١٤٪. نبذل جهدنا لعرض الألوان والمقاسات بدقة، لكن قد يختلف اللون قليلًا حسب الشاشة وطبيعة الخامات الطبيعية مثل الخشب. في حال حدوث خطأ واضح في السعر، نتواصل معك قبل تنفيذ الطلب، ولك أن تؤكده بالسعر الصحيح أو تلغيه.</p>
<h2>٣. الطلب والدفع</h2>
<p>يعتبر الطلب مؤكدًا بعد وصول رسالة تأكيد الطلب إلى بريدك الإلكتروني. يمكنك الدفع عند الاستلام أو بالبطاقة أو بالتقسيط من خلال شركائنا، حسب ما يظهر لك عند إتمام الشراء.</p>
<h2>٤. التوصيل</h2>
<p>نوصّل إلى جميع محافظات مصر. تظهر تكلفة التوصيل والمدة المتوقعة قبل تأكيد الطلب، وتختلف حسب المحافظة والمنتج. يتصل بك مندوبنا لتحديد موعد مناسب، ونرجو فحص المنتج عند الاستلام.</p>
<h2>٥. الإلغاء</h2>
<p>يمكنك إلغاء طلبك من صفحة طلباتي قبل شحنه دون أي رسوم. بعد الشحن تسري سياسة الاسترجاع.</p>
<h2>٦. الاسترجاع والضمان</h2>
<p>لديك ${RETURN_WINDOW_DAYS} يومًا من تاريخ الاستلام لإرجاع المنتج وفق <a href="/pages/returns-policy">سياسة الاسترجاع</a>، وهي مدة تزيد على ما يكفله قانون حماية المستهلك رقم ١٨١ لسنة ٢٠١٨. يغطي الضمان عيوب الصناعة للمدة المذكورة في صفحة كل منتج.</p>
<h2>٧. الملكية الفكرية</h2>
<p>الصور والتصاميم والنصوص على هذا الموقع مملوكة لدار، ولا يجوز نسخها أو استخدامها تجاريًا دون إذن كتابي.</p>
<h2>٨. القانون الواجب التطبيق</h2>
<p>تخضع هذه الشروط لقوانين جمهورية مصر العربية، وتختص محاكم القاهرة بأي نزاع ينشأ عنها. قد نحدّث هذه الشروط من وقت لآخر، ويسري التحديث على الطلبات الجديدة من تاريخ نشره.</p>
<p>لأي استفسار، اتصل بنا على <strong>${SUPPORT_PHONE}</strong>.</p>`,
      en: `<p>Welcome to Dar. By using this website or placing an order, you agree to the following terms. Please read them carefully.</p>
<h2>1. Your account</h2>
<p>You are responsible for the accuracy of the details you register and for keeping your password confidential. We need a verified email address and a valid phone number to contact you about your orders and their delivery.</p>
<h2>2. Prices and products</h2>
<p>All prices are in Egyptian pounds and include 14% VAT. We do our best to show colours and sizes accurately, but a colour may look slightly different depending on your screen and on natural materials such as wood. If a price is clearly wrong, we contact you before fulfilling the order, and you may confirm it at the correct price or cancel it.</p>
<h2>3. Orders and payment</h2>
<p>An order is confirmed once the order confirmation email reaches you. You can pay cash on delivery, by card, or in instalments through our partners, as offered at checkout.</p>
<h2>4. Delivery</h2>
<p>We deliver to every governorate of Egypt. The delivery cost and the expected delivery time are shown before you confirm your order; they depend on your governorate and on the product. Our courier calls you to agree a convenient time, and we ask you to inspect the product on delivery.</p>
<h2>5. Cancellation</h2>
<p>You can cancel your order free of charge from your orders page until it ships. After shipping, the returns policy applies.</p>
<h2>6. Returns and warranty</h2>
<p>You have ${RETURN_WINDOW_DAYS} days from delivery to return a product under our <a href="/en/pages/returns-policy">returns policy</a>, longer than the period guaranteed by Consumer Protection Law No. 181 of 2018. The warranty covers manufacturing defects for the period stated on each product page.</p>
<h2>7. Intellectual property</h2>
<p>The pictures, designs and texts on this website belong to Dar and may not be copied or used commercially without our written permission.</p>
<h2>8. Governing law</h2>
<p>These terms are governed by the laws of the Arab Republic of Egypt, and the courts of Cairo have jurisdiction over any dispute arising from them. We may update these terms from time to time; an update applies to new orders from the date it is published.</p>
<p>For any question, call us on <strong>${SUPPORT_PHONE}</strong>.</p>`,
    },
  },
  {
    slug: 'privacy-policy',
    title: { ar: 'سياسة الخصوصية', en: 'Privacy policy' },
    body: {
      ar: `<p>خصوصيتك تهمنا. توضح هذه السياسة البيانات التي نجمعها عنك، ولماذا نجمعها، وكيف نحميها، وذلك وفقًا لقانون حماية البيانات الشخصية رقم ١٥١ لسنة ٢٠٢٠.</p>
<h2>البيانات التي نجمعها</h2>
<ul>
<li>بيانات الحساب: الاسم والبريد الإلكتروني ورقم الهاتف.</li>
<li>بيانات التوصيل: العناوين وتعليمات الوصول التي تضيفها.</li>
<li>بيانات الطلبات: المنتجات التي اشتريتها وطريقة الدفع المختارة. لا نحتفظ ببيانات بطاقتك؛ تعالجها شركات الدفع المرخصة مباشرة.</li>
<li>بيانات التصفح: المنتجات التي شاهدتها وقائمة المفضلة، لنعرض لك ما يناسبك.</li>
</ul>
<h2>لماذا نستخدمها</h2>
<p>نستخدم بياناتك لتنفيذ طلباتك وتوصيلها، وللتواصل معك بشأنها، ولتحسين الموقع. لا نرسل لك رسائل تسويقية إلا إذا وافقت على ذلك، ويمكنك إلغاء الاشتراك في أي وقت.</p>
<h2>مع من نشاركها</h2>
<p>نشارك فقط ما يلزم مع شركات الشحن لتوصيل طلبك، ومع شركات الدفع لإتمام عملية الدفع. لا نبيع بياناتك لأي طرف.</p>
<h2>ملفات تعريف الارتباط</h2>
<p>نستخدم ملفات تعريف الارتباط لتذكر لغتك وسلة مشترياتك وإبقائك مسجلًا للدخول، وبعضها لقياس أداء الإعلانات.</p>
<h2>حقوقك</h2>
<p>يحق لك الاطلاع على بياناتك وتصحيحها وطلب حذف حسابك. يمكنك تعديل بياناتك من صفحة حسابي، أو التواصل معنا على <strong>${SUPPORT_PHONE}</strong> لأي طلب آخر.</p>
<h2>حماية البيانات</h2>
<p>نحفظ بياناتك على خوادم محمية، ونشفّر الاتصال بالموقع، ونقصر الوصول إليها على الموظفين الذين يحتاجون إليها لخدمتك.</p>`,
      en: `<p>Your privacy matters to us. This policy explains what data we collect about you, why we collect it and how we protect it, in line with Personal Data Protection Law No. 151 of 2020.</p>
<h2>What we collect</h2>
<ul>
<li>Account details: your name, email address and phone number.</li>
<li>Delivery details: the addresses and directions you add.</li>
<li>Order details: what you bought and the payment method you chose. We do not keep your card details; licensed payment providers process them directly.</li>
<li>Browsing details: the products you viewed and your wishlist, so that we can show you what suits you.</li>
</ul>
<h2>Why we use it</h2>
<p>We use your data to fulfil and deliver your orders, to contact you about them, and to improve the website. We only send you marketing messages if you agreed to receive them, and you can unsubscribe at any time.</p>
<h2>Who we share it with</h2>
<p>We share only what is needed with couriers to deliver your order and with payment providers to complete your payment. We never sell your data.</p>
<h2>Cookies</h2>
<p>We use cookies to remember your language and your cart and to keep you signed in; some measure how our advertising performs.</p>
<h2>Your rights</h2>
<p>You may see and correct your data and ask us to delete your account. You can edit your details on your account page, or call us on <strong>${SUPPORT_PHONE}</strong> for anything else.</p>
<h2>How we protect it</h2>
<p>We keep your data on secured servers, encrypt the connection to our website, and limit access to the staff who need it to serve you.</p>`,
    },
  },
  {
    slug: 'returns-policy',
    title: { ar: 'سياسة الاسترجاع والاستبدال', en: 'Returns and exchanges policy' },
    body: {
      ar: `<p>نريدك أن تكون راضيًا تمامًا عن أثاثك. إذا لم يناسبك منتج، يمكنك إرجاعه أو استبداله خلال <strong>${RETURN_WINDOW_DAYS} يومًا</strong> من تاريخ الاستلام.</p>
<h2>شروط الاسترجاع</h2>
<ul>
<li>أن يكون المنتج بحالته الأصلية، غير مستخدم وخاليًا من الخدوش والبقع.</li>
<li>أن يكون معه جميع ملحقاته وقطع التركيب، ويفضل أن يكون في تغليفه الأصلي.</li>
<li>المنتجات المصنوعة أو المفصلة حسب الطلب (مقاس أو قماش خاص) لا تُسترجع إلا إذا كان بها عيب صناعة.</li>
</ul>
<h2>كيف ترجع منتجًا</h2>
<ol>
<li>اتصل بنا على <strong>${SUPPORT_PHONE}</strong> أو اطلب الاسترجاع من صفحة الطلب في حسابك، مع ذكر رقم الطلب.</li>
<li>نحدد معك موعدًا يستلم فيه فريقنا المنتج من بيتك، ويتولى فك القطع التي ركبناها.</li>
<li>بعد فحص المنتج في المخزن، نؤكد لك قبول الاسترجاع خلال ثلاثة أيام عمل.</li>
</ol>
<h2>استرداد المبلغ</h2>
<p>نرد المبلغ بنفس طريقة الدفع خلال ١٤ يومًا من قبول الاسترجاع. في الدفع عند الاستلام، نحول المبلغ إلى حسابك البنكي أو محفظتك الإلكترونية. تكلفة استلام المرتجع مجانية إذا كان السبب عيبًا أو خطأً منا، وتُخصم تكلفة التوصيل العادية في غير ذلك.</p>
<h2>منتج وصل تالفًا</h2>
<p>افحص المنتج عند الاستلام، وإذا وجدت به تلفًا أو نقصًا فأبلغ المندوب وتواصل معنا خلال ٤٨ ساعة. نستبدله أو نصلحه دون أي تكلفة عليك.</p>
<h2>الاستبدال</h2>
<p>يمكنك استبدال المنتج بلون أو مقاس آخر خلال نفس المدة، وتدفع أو تسترد فرق السعر إن وجد.</p>`,
      en: `<p>We want you to be completely happy with your furniture. If a product is not right for you, you can return or exchange it within <strong>${RETURN_WINDOW_DAYS} days</strong> of delivery.</p>
<h2>Conditions</h2>
<ul>
<li>The product is in its original condition: unused, without scratches or stains.</li>
<li>It comes with all its accessories and fittings, preferably in its original packaging.</li>
<li>Made-to-order pieces (a custom size or fabric) can only be returned if they have a manufacturing defect.</li>
</ul>
<h2>How to return a product</h2>
<ol>
<li>Call us on <strong>${SUPPORT_PHONE}</strong> or request the return from the order page in your account, quoting your order number.</li>
<li>We agree a time for our team to collect the product from your home; they take apart any piece we assembled.</li>
<li>Once the product has been inspected at our warehouse, we confirm the return within three working days.</li>
</ol>
<h2>Refunds</h2>
<p>We refund you by the same payment method within 14 days of accepting the return. For cash on delivery, we transfer the amount to your bank account or mobile wallet. Collection is free when the reason is a defect or our mistake; otherwise the standard delivery cost is deducted.</p>
<h2>A product that arrives damaged</h2>
<p>Please inspect the product on delivery. If anything is damaged or missing, tell the courier and contact us within 48 hours: we replace or repair it at no cost to you.</p>
<h2>Exchanges</h2>
<p>You can exchange a product for another colour or size within the same period, paying or receiving any difference in price.</p>`,
    },
  },
];

export interface SeedFaq {
  question: Localized;
  answer: Localized;
}

export const SEED_FAQS: readonly SeedFaq[] = [
  {
    question: {
      ar: 'كم يستغرق توصيل طلبي؟',
      en: 'How long does delivery take?',
    },
    answer: {
      ar: '<p>تظهر المدة المتوقعة لكل منتج في صفحته، وعند إتمام الطلب حسب محافظتك. في القاهرة والجيزة يصل أغلب الأثاث الجاهز خلال ٣ إلى ٧ أيام عمل، وتزيد المدة يومًا إلى خمسة أيام في المحافظات الأبعد.</p>',
      en: '<p>The expected time is shown on each product page, and at checkout for your governorate. In Cairo and Giza most ready-made furniture arrives within 3 to 7 working days; further governorates take one to five days more.</p>',
    },
  },
  {
    question: {
      ar: 'كم تكلفة التوصيل؟',
      en: 'How much does delivery cost?',
    },
    answer: {
      ar: '<p>تبدأ تكلفة التوصيل من ٧٥ جنيهًا للقاهرة والجيزة، وتختلف حسب المحافظة، وتظهر لك قبل تأكيد الطلب. التوصيل مجاني للمنتجات التي تحمل علامة "شحن مجاني" وللطلبات الكبيرة.</p>',
      en: '<p>Delivery starts at EGP 75 for Cairo and Giza and depends on your governorate; you see the cost before confirming your order. Delivery is free for products marked "Free shipping" and for large orders.</p>',
    },
  },
  {
    question: {
      ar: 'ما طرق الدفع المتاحة؟',
      en: 'How can I pay?',
    },
    answer: {
      ar: '<p>يمكنك الدفع نقدًا عند الاستلام، أو بالبطاقة البنكية، أو بالتقسيط من خلال شركاء التمويل المتاحين عند إتمام الشراء.</p>',
      en: '<p>You can pay cash on delivery, by bank card, or in instalments through the financing partners offered at checkout.</p>',
    },
  },
  {
    question: {
      ar: 'هل يمكنني إرجاع المنتج؟',
      en: 'Can I return a product?',
    },
    answer: {
      ar: `<p>نعم، لديك ${RETURN_WINDOW_DAYS} يومًا من تاريخ الاستلام لإرجاع المنتج أو استبداله بحالته الأصلية. نستلمه من بيتك ونرد المبلغ خلال ١٤ يومًا. التفاصيل في <a href="/pages/returns-policy">سياسة الاسترجاع</a>.</p>`,
      en: `<p>Yes: you have ${RETURN_WINDOW_DAYS} days from delivery to return or exchange a product in its original condition. We collect it from your home and refund you within 14 days. See our <a href="/en/pages/returns-policy">returns policy</a> for details.</p>`,
    },
  },
  {
    question: {
      ar: 'هل تقومون بتركيب الأثاث؟',
      en: 'Do you assemble the furniture?',
    },
    answer: {
      ar: '<p>نعم، يركّب فريق التوصيل الدواليب والأسرّة وطاولات السفرة مجانًا عند التسليم. القطع الصغيرة مثل الكراسي والطاولات الجانبية تصل مركبة أو سهلة التركيب.</p>',
      en: '<p>Yes: our delivery team assembles wardrobes, beds and dining tables free of charge on delivery. Smaller pieces such as chairs and side tables arrive assembled or are easy to put together.</p>',
    },
  },
  {
    question: {
      ar: 'ما الضمان على المنتجات؟',
      en: 'What warranty do you offer?',
    },
    answer: {
      ar: '<p>يغطي الضمان عيوب الصناعة في الهياكل الخشبية والمعدنية، ومدته مذكورة في صفحة كل منتج، وتصل إلى خمس سنوات. لا يشمل الضمان سوء الاستخدام أو البلى الطبيعي للأقمشة.</p>',
      en: '<p>The warranty covers manufacturing defects in wooden and metal frames, for the period stated on each product page, up to five years. It does not cover misuse or the normal wear of fabrics.</p>',
    },
  },
  {
    question: {
      ar: 'كيف أتابع طلبي؟',
      en: 'How do I track my order?',
    },
    answer: {
      ar: '<p>ادخل إلى حسابك ثم "طلباتي" لترى حالة كل طلب. نرسل لك أيضًا بريدًا إلكترونيًا عند تأكيد الطلب وعند شحنه، ويتصل بك المندوب قبل الوصول.</p>',
      en: '<p>Sign in and open "My orders" to see the status of each order. We also email you when your order is confirmed and when it ships, and the courier calls before arriving.</p>',
    },
  },
  {
    question: {
      ar: 'هل يمكنني إلغاء طلبي؟',
      en: 'Can I cancel my order?',
    },
    answer: {
      ar: '<p>نعم، يمكنك إلغاء الطلب مجانًا من صفحة الطلب في حسابك طالما لم يُشحن بعد. بعد الشحن يمكنك رفض الاستلام أو استخدام سياسة الاسترجاع.</p>',
      en: '<p>Yes: you can cancel free of charge from the order page in your account as long as it has not shipped. After shipping, you can refuse the delivery or use our returns policy.</p>',
    },
  },
  {
    question: {
      ar: 'هل ألوان المنتجات مطابقة للصور؟',
      en: 'Do the colours match the pictures?',
    },
    answer: {
      ar: '<p>نصور منتجاتنا في إضاءة طبيعية لتكون أقرب ما يمكن للواقع، لكن قد يختلف اللون قليلًا حسب الشاشة. إن كنت مترددًا، اتصل بنا على 16358 ونرسل لك صورًا إضافية أو عينة من القماش.</p>',
      en: '<p>We photograph our products in natural light to keep them as true to life as possible, but a colour may look slightly different on your screen. If you are unsure, call us on 16358 and we will send you more pictures or a fabric sample.</p>',
    },
  },
  {
    question: {
      ar: 'هل توصلون خارج مصر؟',
      en: 'Do you deliver outside Egypt?',
    },
    answer: {
      ar: '<p>نوصّل حاليًا داخل جميع محافظات مصر فقط. إذا كنت خارج مصر، يمكنك الطلب وتحديد عنوان توصيل داخل مصر لأحد أقاربك.</p>',
      en: '<p>For now we deliver within Egypt only, to every governorate. If you live abroad, you can order for delivery to an address in Egypt, for example to a relative.</p>',
    },
  },
];
