import Foundation
import MiqatCLI

exit(MiqatCLI.main(Array(CommandLine.arguments.dropFirst()), console: .standard()))
