import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  CacheService,
  Collection,
  CollectionEvent,
  CollectionService,
  CollectionTranslation,
  EventBus,
  type ID,
  idsAreEqual,
  Logger,
  RequestContext,
  RequestContextCacheService,
  TransactionalConnection,
  TranslatorService,
} from '@vendure/core';
import { forgetOnEvents } from '../../../common/forget-on-events';

const loggerCtx = 'CollectionTree';
const KEY = 'dar:collection-tree';
const TAG = 'dar:collection-tree';
/** What changes without an event (a collection written by a migration) is at most this old. */
const TTL_MS = 60 * 60_000;

/** One collection of the tree as cached: where it hangs and its names. */
type TreeNode = {
  id: string | number;
  parentId: string | number | null;
  isRoot: boolean;
  translations: Array<{ languageCode: string; name: string; slug: string }>;
};

/** The whole tree, every collection of every channel (breadcrumbs ignore channels, as Vendure's). */
type Tree = TreeNode[];

export interface Crumb {
  id: ID;
  name: string;
  slug: string;
}

/**
 * The collection tree (ids, parents and names, ~40 rows in the demo shop), read once and kept in
 * Vendure's cache — this process's memory, or Redis shared by every replica when REDIS_URL is
 * set — so a breadcrumb costs no query. Vendure's own `Collection.breadcrumbs` walks up the tree
 * with one query per ancestor, and then one more for their names: five queries for the two
 * collections of a sofa on its product page. Any collection event forgets the tree on every
 * replica (created, updated — a move or a rename — deleted); the next breadcrumb reads it again.
 */
@Injectable()
export class CollectionTreeService implements OnApplicationBootstrap {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly cacheService: CacheService,
    private readonly requestCache: RequestContextCacheService,
    private readonly collectionService: CollectionService,
    private readonly translator: TranslatorService,
    private readonly eventBus: EventBus,
  ) {}

  onApplicationBootstrap(): void {
    forgetOnEvents(this.cacheService, this.eventBus, [CollectionEvent], TAG, loggerCtx);
  }

  /**
   * The same crumbs as Vendure's CollectionService.getBreadcrumbs: the root collection, the
   * ancestors from the top down, then the collection, each `{ id, name, slug }` in the request's
   * language. A collection the cached tree does not know yet goes to Vendure's own walk.
   */
  async breadcrumbs(ctx: RequestContext, collection: Collection): Promise<Crumb[]> {
    const tree = await this.tree(ctx);
    const roots = tree.filter((node) => node.isRoot);
    const nodes = new Map(tree.map((node) => [String(node.id), node]));
    const own = nodes.get(String(collection.id));
    // One root, as Vendure makes it; anything else is Vendure's to answer.
    if (!own || roots.length !== 1) return this.collectionService.getBreadcrumbs(ctx, collection);
    const root = this.translate(ctx, roots[0]!);
    if (idsAreEqual(collection.id, root.id)) return [root];
    const ancestors: TreeNode[] = [];
    const seen = new Set<string>([String(own.id)]);
    for (let parent = own.parentId == null ? undefined : nodes.get(String(own.parentId)); ;) {
      if (!parent || parent.isRoot) break;
      if (seen.has(String(parent.id))) {
        Logger.error(`Circular reference in the collection tree at ${parent.id}`, loggerCtx);
        break;
      }
      seen.add(String(parent.id));
      ancestors.push(parent);
      parent = parent.parentId == null ? undefined : nodes.get(String(parent.parentId));
    }
    const named =
      collection.name == null || collection.slug == null ? this.translate(ctx, own) : collection;
    return [
      root,
      ...ancestors.reverse().map((node) => this.translate(ctx, node)),
      { id: named.id, name: named.name, slug: named.slug },
    ];
  }

  /** The cached tree; read from the database (once per request at most) when not cached. */
  private async tree(ctx: RequestContext): Promise<Tree> {
    return this.requestCache.get(ctx, KEY, async () => {
      const cached = await this.cacheService.get<Tree>(KEY).catch(() => undefined);
      if (cached) return cached;
      const collections = await this.connection.getRepository(ctx, Collection).find({
        select: {
          id: true,
          parentId: true,
          isRoot: true,
          translations: { id: true, languageCode: true, name: true, slug: true },
        },
        relations: { translations: true },
      });
      const tree: Tree = collections.map((collection) => ({
        id: collection.id,
        parentId: collection.parentId ?? null,
        isRoot: collection.isRoot,
        translations: collection.translations.map(({ languageCode, name, slug }) => ({
          languageCode,
          name,
          slug,
        })),
      }));
      await this.cacheService.set<Tree>(KEY, tree, { ttl: TTL_MS, tags: [TAG] }).catch(() => {
        // Unreachable Redis: the next request reads the tree again.
      });
      return tree;
    });
  }

  /** A node in the request's language, by Vendure's own rules (the channel's default, then any). */
  private translate(ctx: RequestContext, node: TreeNode): Crumb {
    const entity = new Collection({
      id: node.id,
      translations: node.translations.map(
        (translation) => new CollectionTranslation(translation as Partial<CollectionTranslation>),
      ),
    });
    const { id, name, slug } = this.translator.translate(entity, ctx);
    return { id, name, slug };
  }
}
