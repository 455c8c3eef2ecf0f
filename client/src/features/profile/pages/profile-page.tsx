import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Card, Col, Nav, Row, Tab } from 'react-bootstrap';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Role, type ProfileDto } from '@app/shared';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useStores } from '../../../stores/store-context';
import { profileApi } from '../api';
import { BasicTab } from '../components/basic-tab';
import { ProfileSummary } from '../components/profile-summary';
import { SettingsTab } from '../components/settings-tab';
import { StudentTab } from '../components/student-tab';
import { TeacherTab } from '../components/teacher-tab';
import { profileMessages } from '../messages';
import { PageHeader } from '../../../components/page-header';

type TabKey = 'basic' | 'student' | 'teacher' | 'settings';

/** /profile: basic, student (students), teacher (teachers) and settings tabs (spec section 2). */
export const ProfilePage = observer(function ProfilePage() {
  const { api, session, locale, ui } = useStores();
  const [params, setParams] = useSearchParams();
  const [profile, setProfile] = useState<ProfileDto | null>(null);

  useEffect(() => {
    let live = true;
    profileApi(api)
      .mine()
      .then((p) => live && setProfile(p))
      .catch((error: unknown) => live && ui.handleError(error, { pageLevel: true }));
    return () => {
      live = false;
    };
  }, [api, ui]);

  if (!profile) return <FullPageSpinner />;

  const roles = profile.user.all_roles;
  const tabs: { key: TabKey; label: typeof profileMessages.tabBasic }[] = [
    { key: 'basic', label: profileMessages.tabBasic },
    ...(roles.includes(Role.Student) ? [{ key: 'student' as const, label: profileMessages.tabStudent }] : []),
    ...(roles.includes(Role.Teacher) ? [{ key: 'teacher' as const, label: profileMessages.tabTeacher }] : []),
    { key: 'settings', label: profileMessages.tabSettings },
  ];
  const requested = params.get('tab');
  const active = tabs.some((t) => t.key === requested) ? (requested as TabKey) : 'basic';

  const onSaved = (next: ProfileDto) => {
    setProfile(next);
    session.updateUser(next.user);
    if (next.user.lang !== locale.lang) void locale.followUser(next.user);
  };
  const tabProps = { profile, onSaved };

  return (
    <>
      <PageHeader title={<FormattedMessage {...profileMessages.title} />} />
      <Row className="g-4">
        <Col lg={4} xl={3}>
          <ProfileSummary profile={profile} />
        </Col>
        <Col lg={8} xl={9}>
          <Tab.Container activeKey={active} onSelect={(k) => k && setParams({ tab: k }, { replace: true })}>
            <Card className="shadow-soft">
              <Card.Header className="bg-transparent pt-3 px-4">
                <Nav variant="underline" role="tablist">
                  {tabs.map((t) => (
                    <Nav.Item key={t.key}>
                      <Nav.Link eventKey={t.key} data-testid={`profile-tab-${t.key}`}>
                        <FormattedMessage {...t.label} />
                      </Nav.Link>
                    </Nav.Item>
                  ))}
                </Nav>
              </Card.Header>
              <Card.Body className="p-4">
                <Tab.Content>
                  <Tab.Pane eventKey="basic">{active === 'basic' && <BasicTab {...tabProps} />}</Tab.Pane>
                  <Tab.Pane eventKey="student">{active === 'student' && <StudentTab {...tabProps} />}</Tab.Pane>
                  <Tab.Pane eventKey="teacher">{active === 'teacher' && <TeacherTab {...tabProps} />}</Tab.Pane>
                  <Tab.Pane eventKey="settings">{active === 'settings' && <SettingsTab {...tabProps} />}</Tab.Pane>
                </Tab.Content>
              </Card.Body>
            </Card>
          </Tab.Container>
        </Col>
      </Row>
    </>
  );
});
