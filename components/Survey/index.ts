export { SurveyForm } from './SurveyForm';
