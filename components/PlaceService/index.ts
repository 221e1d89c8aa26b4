export { NotServedYet, RegionFigures } from './PlaceService';
