export { RecommendationsBlock } from './recommendations-block';
