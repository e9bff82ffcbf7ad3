Pod::Spec.new do |s|
  s.name         = 'CoreKit'
  s.version      = '1.0.0'
  s.ios.deployment_target = '15.0'
  # The pod's sources: compiled by the Pods project, although App.xcodeproj lists none of them.
  s.source_files = 'CoreKit/Classes/*.{h,m,swift}',
                   'CoreKit/Classes/Views/**/*.swift'
end
