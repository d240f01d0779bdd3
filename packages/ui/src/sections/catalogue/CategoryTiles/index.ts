export { CategoryTiles, type CategoryTileData, type CategoryTilesProps } from './CategoryTiles';
export { categoryHref } from './href';
