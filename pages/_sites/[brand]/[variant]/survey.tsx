import type { GetStaticPaths } from 'next';
import { PageSection } from '@/components/PageSection';
import { SurveyForm } from '@/components/Survey';
import { paths } from '@/lib/rules/paths';
import { onDemandPaths, transactionalPageProps } from '@/server/site/brandPage';

export default function SurveyPage() {
  return (
    <PageSection>
      <SurveyForm />
    </PageSection>
  );
}

export const getStaticPaths: GetStaticPaths = onDemandPaths;
export const getStaticProps = transactionalPageProps('Thank you', paths.survey);
