import {
  api,
  createRelationSelectorConfig,
  defineDashboardExtension,
  FormFieldWrapper,
  graphql,
  Input,
  PageBlock,
  SingleRelationInput,
  useQuery,
  useWatch,
} from '@vendure/dashboard';
import { type BlockProps, NumberField, useT } from '../../dashboard/screens/fields';
import {
  deleteDocument,
  type ItemKind,
  itemRoutes,
  PICTURE_FIELDS,
  saveDocument,
} from '../../dashboard/screens/item-pages';

// The dashboard's `graphql` knows Vendure's own schema only; these documents are checked against
// ours when the dashboard runs them (the plugin's commerce e2e tests cover the same operations).
const SCHEDULE = `enabled startsAt endsAt url`;

const banner: ItemKind = {
  id: 'banner',
  section: 'shop-front',
  permission: 'Merchandising',
  link: true,
  path: '/banners',
  listTitle: 'Banners',
  newTitle: 'New banner',
  typeName: 'Banner',
  listDocument: graphql(`
    query DarBannerList($options: BannerListOptions) {
      banners(options: $options) {
        items { id createdAt updatedAt title page position ${SCHEDULE} }
        totalItems
      }
    }
  `),
  detailDocument: graphql(`
    query DarBanner($id: ID!) {
      banner(id: $id) {
        id createdAt updatedAt title page position ${SCHEDULE}
        featuredAsset { ${PICTURE_FIELDS} }
        translations { id languageCode title altText }
      }
    }
  `),
  createDocument: saveDocument('Create', 'Banner'),
  updateDocument: saveDocument('Update', 'Banner'),
  deleteDocument: deleteDocument('Banner'),
  textFields: [
    { name: 'title', label: 'Headline' },
    { name: 'altText', label: 'What the picture shows' },
  ],
  picture: { input: 'featuredAssetId', entity: 'featuredAsset' },
  extraValues: (item) => ({ page: item.page, position: item.position }),
  newItemValues: { page: 'home', position: 0 },
  extraFields: (control, t) => (
    <>
      <FormFieldWrapper
        control={control}
        name="page"
        label={t('Page')}
        description={t('home: the home page carousel')}
        render={({ field }) => (
          <Input {...field} value={field.value ?? ''} placeholder="home" dir="ltr" />
        )}
      />
      <NumberField
        control={control}
        name="position"
        label={t('Position')}
        description={t('Lower numbers come first')}
      />
    </>
  ),
};

const superBanner: ItemKind = {
  id: 'super-banner',
  section: 'shop-front',
  permission: 'Merchandising',
  link: true,
  path: '/super-banners',
  listTitle: 'Super banners',
  newTitle: 'New super banner',
  typeName: 'SuperBanner',
  listDocument: graphql(`
    query DarSuperBannerList($options: SuperBannerListOptions) {
      superBanners(options: $options) {
        items { id createdAt updatedAt title ${SCHEDULE} }
        totalItems
      }
    }
  `),
  detailDocument: graphql(`
    query DarSuperBanner($id: ID!) {
      superBanner(id: $id) {
        id createdAt updatedAt title ${SCHEDULE}
        asset { ${PICTURE_FIELDS} }
        translations { id languageCode title altText }
      }
    }
  `),
  createDocument: saveDocument('Create', 'SuperBanner'),
  updateDocument: saveDocument('Update', 'SuperBanner'),
  deleteDocument: deleteDocument('SuperBanner'),
  textFields: [
    { name: 'title', label: 'Headline' },
    { name: 'altText', label: 'What the picture shows' },
  ],
  picture: { input: 'assetId', entity: 'asset' },
};

const alert: ItemKind = {
  id: 'alert',
  section: 'shop-front',
  permission: 'Merchandising',
  link: true,
  path: '/alert-strips',
  listTitle: 'Alert strips',
  newTitle: 'New alert strip',
  typeName: 'Alert',
  listDocument: graphql(`
    query DarAlertList($options: AlertListOptions) {
      alerts(options: $options) {
        items { id createdAt updatedAt name ${SCHEDULE} }
        totalItems
      }
    }
  `),
  detailDocument: graphql(`
    query DarAlert($id: ID!) {
      alert(id: $id) {
        id createdAt updatedAt name ${SCHEDULE}
        translations { id languageCode name }
      }
    }
  `),
  createDocument: saveDocument('Create', 'Alert'),
  updateDocument: saveDocument('Update', 'Alert'),
  deleteDocument: deleteDocument('Alert'),
  textFields: [{ name: 'name', label: 'Text' }],
};

interface PromotionChoice {
  id: string;
  name: string;
  couponCode?: string | null;
}

/**
 * The promotions staff choose a wheel offer's from: Vendure's own list, searched by name or code. One
 * without a coupon code is listed as such, and the server refuses it (the wheel gives a code).
 */
const promotionChoices = createRelationSelectorConfig<PromotionChoice>({
  listQuery: graphql(`
    query DarWheelPromotionChoices($options: PromotionListOptions) {
      promotions(options: $options) {
        items {
          id
          name
          couponCode
        }
        totalItems
      }
    }
  `),
  idKey: 'id',
  labelKey: 'name',
  buildSearchFilter: (term: string) => ({
    _or: [{ name: { contains: term } }, { couponCode: { contains: term } }],
  }),
  label: (promotion) =>
    promotion.couponCode ? `${promotion.name} · ${promotion.couponCode}` : `${promotion.name} · —`,
});

const promotionLimitsDocument = graphql(`
  query DarWheelPromotionLimits($id: ID!) {
    promotion(id: $id) {
      id
      name
      enabled
      couponCode
      usageLimit
      perCustomerUsageLimit
      startsAt
      endsAt
    }
  }
`);

/**
 * What the chosen promotion allows: its coupon, how often it may be used, and its own dates (the
 * wheel stops offering it once any of them runs out). Its odds: the storefront's spin gives each
 * offer it shows the same chance, so there is no figure to set here.
 */
function PromotionLimits({ control, column, blockId }: BlockProps) {
  const t = useT();
  const id = useWatch({ control, name: 'promotionId' }) as string | undefined;
  const { data } = useQuery({
    queryKey: ['DarWheelPromotionLimits', id],
    queryFn: () => api.query(promotionLimitsDocument, { id: id! }),
    enabled: !!id,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const promotion = (data as any)?.promotion;
  const none = t('No limit');
  const rows: Array<[string, string]> = promotion
    ? [
        [t('Coupon code'), promotion.couponCode ?? '—'],
        [t('Promotion enabled'), promotion.enabled ? t('Yes') : t('No')],
        [t('Uses in all'), promotion.usageLimit != null ? String(promotion.usageLimit) : none],
        [
          t('Uses per customer'),
          promotion.perCustomerUsageLimit != null ? String(promotion.perCustomerUsageLimit) : none,
        ],
        [
          t('Promotion starts'),
          promotion.startsAt ? new Date(promotion.startsAt).toLocaleString() : '—',
        ],
        [t('Promotion ends'), promotion.endsAt ? new Date(promotion.endsAt).toLocaleString() : '—'],
      ]
    : [];
  return (
    <PageBlock column={column} blockId={blockId} title={t('Odds and limits')}>
      <div className="flex flex-col gap-2 text-sm">
        <p>{t('Every offer the wheel shows has the same odds.')}</p>
        {promotion ? (
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted-foreground">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t('Choose a promotion to see its limits.')}</p>
        )}
      </div>
    </PageBlock>
  );
}

const WHEEL_FIELDS = `position timeView promotion { id name couponCode }`;

const wheelPromotion: ItemKind = {
  id: 'wheel-promotion',
  path: '/wheel-promotions',
  section: 'shop-front',
  permission: 'Merchandising',
  listTitle: 'Wheel promotions',
  newTitle: 'New wheel promotion',
  typeName: 'WheelPromotion',
  listDocument: graphql(`
    query DarWheelPromotionList($options: WheelPromotionListOptions) {
      wheelPromotions(options: $options) {
        items { id createdAt updatedAt name ${WHEEL_FIELDS} enabled startsAt endsAt }
        totalItems
      }
    }
  `),
  detailDocument: graphql(`
    query DarWheelPromotion($id: ID!) {
      wheelPromotion(id: $id) {
        id createdAt updatedAt name ${WHEEL_FIELDS} enabled startsAt endsAt
        translations { id languageCode name }
      }
    }
  `),
  createDocument: saveDocument('Create', 'WheelPromotion'),
  updateDocument: saveDocument('Update', 'WheelPromotion'),
  deleteDocument: deleteDocument('WheelPromotion'),
  textFields: [{ name: 'name', label: 'Label on the wheel' }],
  listColumns: ['promotion', 'position'],
  customizeColumns: (t) => ({
    promotion: {
      header: t('Promotion'),
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      cell: ({ row }: any) =>
        `${row.original.promotion.name} · ${row.original.promotion.couponCode ?? '—'}`,
    },
    position: { header: t('Position') },
  }),
  extraValues: (item) => ({
    promotionId: item.promotion?.id,
    position: item.position,
    timeView: item.timeView,
  }),
  newItemValues: { position: 0, timeView: 30 },
  extraFields: (control, t) => (
    <>
      <FormFieldWrapper
        control={control}
        name="promotionId"
        label={t('Promotion')}
        description={t('A promotion with a coupon code: the code the shopper wins')}
        render={({ field }) => (
          // The dashboard's own selector; data-dar-picker marks it for the e2e's axe scope.
          <div data-dar-picker="">
            <SingleRelationInput
              {...field}
              value={field.value ?? ''}
              config={promotionChoices}
              selectorLabel={t('Choose a promotion')}
            />
          </div>
        )}
      />
      <NumberField
        control={control}
        name="position"
        label={t('Position')}
        description={t('Order around the wheel, lower first')}
      />
      <NumberField
        control={control}
        name="timeView"
        label={t('Seconds on screen')}
        description={t('How long the offer stays shown once won; 0: until the shopper closes it')}
      />
    </>
  ),
  sideBlocks: (control) => (
    <PromotionLimits column="side" blockId="promotion-limits" control={control} />
  ),
};

/**
 * The shop front's screens (banners, the super banner, the alert strip, the wheel's promotions) for staff with the
 * Merchandising permissions; the menu section hides for staff without ReadMerchandising.
 */
defineDashboardExtension({
  navSections: [{ id: 'shop-front', title: 'Shop front', order: 150, placement: 'top' }],
  routes: [banner, superBanner, alert, wheelPromotion].flatMap(itemRoutes),
});
